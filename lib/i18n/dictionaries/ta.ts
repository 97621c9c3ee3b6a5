import type { Dictionary } from './en';
import { listingWordsTa } from './listing-words.ta';
import { locationWordsTa } from './location-words.ta';
import { aboutWordsTa } from './about-words.ta';
import { contactWordsTa } from './contact-words.ta';
import { enquiryWordsTa } from './enquiry-words.ta';
import { homeWordsTa } from './home-words.ta';
import { localityWordsTa } from './locality-words.ta';
import { uiWordsTa } from './ui-words.ta';

/**
 * The Tamil interface words: en.ts key for key. Real-estate terms follow glossary.md beside this
 * file (patta பட்டா, encumbrance certificate வில்லங்கச் சான்று, plot மனை, …).
 */
const ta: Dictionary = {
  listing: listingWordsTa,
  ui: uiWordsTa,
  location: locationWordsTa,
  home: homeWordsTa,
  about: aboutWordsTa,
  contact: contactWordsTa,
  enquiry: enquiryWordsTa,
  locality: localityWordsTa,
  emi: {
    heading: { home: 'வீட்டுக் கடன் EMI', land: 'மனைக் கடன் EMI' },
    intro: 'வங்கிகள் வழக்கமாகத் தருவது போல, விலையில் {share} கடன் எனக் கொண்ட மதிப்பீடு. உங்கள் வங்கியின் சலுகையே இறுதியானது.',
    amount: 'கடன் தொகை (₹)',
    rate: 'வட்டி விகிதம் (ஆண்டுக்கு %)',
    years: 'கடன் காலம் (ஆண்டுகள்)',
    monthly: 'மாதத் தவணை (EMI)',
    perMonth: 'மாதத்துக்கு',
    interest: 'மொத்த வட்டி',
    total: 'மொத்தம் செலுத்துவது',
    principal: 'கடன்',
    formula: 'EMI = P × r × (1 + r)ⁿ ÷ ((1 + r)ⁿ − 1)',
    inputs: 'P = {p} (கடன்), r = {rate} % ÷ 12 = மாதத்துக்கு {monthlyRate} %, n = {n} மாதங்கள்',
    noScript: 'இந்தக் கணக்குகள் மேலே உள்ள இயல்பு மதிப்புகளைக் கொண்டவை. தொகை, வட்டி, காலத்தை மாற்ற JavaScript-ஐ இயக்குங்கள்.',
    invalid: 'பூஜ்ஜியத்துக்கு மேல் கடன் தொகை, வட்டி விகிதம், கடன் காலம் ஆகியவற்றை உள்ளிடுங்கள்.',
  },
  /**
   * Tamil word order: place first, then what the price, area and search say, then the adjectives
   * before the kind; type and status follow it as 'label: value', since their values are not adjectives.
   */
  listCaption: {
    order: 'ஓசூரில் {price} {area} {search} {featured} {approved} {rera} {bedrooms} {facing} {kind}{type}{status} {sort}',
    featured: 'சிறப்புத் தேர்வு',
    approved: 'அங்கீகரிக்கப்பட்ட',
    rera: 'RERA பதிவு பெற்ற',
    facing: '{facing} நோக்கிய',
    type: ', வகை: {type}',
    status: ', நிலை: {status}',
    priceRange: '{min} முதல் {max} வரை விலையுள்ள',
    /** {max} comes with its dative ending (₹1 கோடிக்கு, ₹85 லட்சத்துக்கு); க் doubles before குறைவான. */
    priceUnder: '{max}க் குறைவான',
    priceFrom: 'குறைந்தது {min} விலையுள்ள',
    areaRange: '{min} முதல் {max} {unit} பரப்புள்ள',
    areaAtLeast: 'குறைந்தது {min} {unit} பரப்புள்ள',
    areaAtMost: 'அதிகபட்சம் {max} {unit} பரப்புள்ள',
    search: '“{q}” தேடலுக்குப் பொருந்தும்',
    sort: '({sort})',
    page: '{caption} — பக்கம் {page}',
  },
  documents: {
    heading: 'ஆவணங்கள்',
    intro: 'இந்தச் சொத்துக்கு நாங்கள் சரிபார்த்தவை. முன்பணம் கொடுக்கும் முன் நகல்களைக் கேட்டுப் பெறுங்கள்.',
    notProvided: 'தரப்படவில்லை',
    items: {
      approval: { label: 'அங்கீகாரம்', help: 'மனைப்பிரிவையோ கட்டடத்தையோ அங்கீகரித்த திட்ட அமைப்பு (DTCP, CMDA, HNTDA அல்லது உள்ளாட்சி அமைப்பு).' },
      rera: { label: 'RERA', help: 'தமிழ்நாடு ரியல் எஸ்டேட் ஒழுங்குமுறை ஆணையம் திட்டங்களைப் பதிவு செய்கிறது; சிறிய திட்டங்களுக்கு விலக்கு உண்டு.' },
      patta: { label: 'பட்டா', help: 'நிலத்தின் உரிமையாளர் பெயரைக் கூறும் வருவாய்ப் பதிவு.' },
      ec: { label: 'வில்லங்கச் சான்று', help: 'தேடிய ஆண்டுகளில் நிலத்தின் மீதான விற்பனைகள், கடன்கள் பற்றிய பதிவுத் துறையின் பதிவு.' },
      checked: { label: 'ஆவணங்கள் சரிபார்த்த நாள்', help: 'மேலே உள்ள ஆவணங்களை நாங்கள் கடைசியாகப் படித்த நாள்.' },
    },
    separator: ' · ',
    exempt: 'விலக்கு: {reason}',
    years: '{from}–{to} ({n} ஆண்டுகள்)',
  },
  meta: {
    detailDescription: '{title}, {location}: {price}. {excerpt}',
    detailPriced: 'விலை {price}',
    detailNoPrice: 'விலையைக் கேட்டுப் பெறுங்கள்',
    siteTitle: '{brand} | ஓசூரில் வில்லாக்கள், மனைகள், வீடுகள்',
    siteDescription: 'தமிழ்நாடு, ஓசூரில் விற்பனைக்கு உள்ள வில்லாக்கள், மனைகள், வீடுகள்: 2010 முதல் உள்ளூர் முகவர்.',
    homeTitle: '{brand} | ஓசூரில் விற்பனைக்கு வில்லாக்கள், மனைகள், வீடுகள்',
    homeDescription: 'தமிழ்நாடு, ஓசூரில் விற்பனைக்கு உள்ள வில்லாக்கள், மனைகள், வீடுகளைப் பாருங்கள். {since} முதல் 1000-க்கும் மேற்பட்ட குடும்பங்கள் சொத்து வாங்க {brand} உதவியுள்ளது.',
    aboutTitle: 'எங்களைப் பற்றி',
    aboutDescription: '{since} முதல் ஓசூரில் சொத்து முகவர் {brand}: உள்ளூர் அனுபவம், சரிபார்த்த ஆவணங்கள், வில்லா, மனை, வீடு பற்றி நேர்மையான ஆலோசனை.',
    contactTitle: 'தொடர்பு கொள்ள',
    contactDescription: 'ஓசூரில் ({postalCode}) உள்ள {brand}-ஐ அழையுங்கள், வாட்ஸ்அப் செய்யுங்கள் அல்லது நேரில் வாருங்கள். திங்கள்–வெள்ளி காலை 9:00–மாலை 6:00, சனி காலை 10:00–மாலை 4:00.',
    privacyTitle: 'தனியுரிமைக் கொள்கை',
    privacyDescription: '{brand} உங்கள் தனிப்பட்ட தகவல்களை எப்படிச் சேகரிக்கிறது, பயன்படுத்துகிறது, பாதுகாக்கிறது. உங்கள் தகவல்களை நாங்கள் விற்பதில்லை.',
    testimonialsTitle: 'வாடிக்கையாளர் கருத்துகள்',
    testimonialsDescription: 'ஓசூர், பெங்களூரு, வெளிநாடுகளில் இருந்து {brand} மூலம் வில்லா, மனை, வீடு வாங்கிய குடும்பங்கள் சொல்வது.',
    shortlistDescription: 'நீங்கள் சேமித்த வில்லாக்கள், மனைகள், வீடுகள்: ஒப்பிட்டுப் பார்க்கவும் முகவருக்கு அனுப்பவும்.',
    notFoundTitle: 'பக்கம் கிடைக்கவில்லை',
    listDescription: '{brand} வழங்கும் {what}: படங்கள், விலைகள், தொடர்பு விவரங்களுடன் பாருங்கள்.',
  },
  shell: {
    skip: 'முதன்மை உள்ளடக்கத்துக்குச் செல்ல',
    mainNav: 'முதன்மை',
    menu: 'பட்டியல்',
    switchTo: 'Read this page in English',
    whatsapp: 'வாட்ஸ்அப்',
    whatsappChat: 'வாட்ஸ்அப்பில் பேச (புதிய தாவலில் திறக்கும்)',
    whatsappHello: 'வணக்கம் {brand}, உங்கள் சொத்துகள் பற்றி மேலும் அறிய விரும்புகிறேன்.',
    call: 'அழைக்க',
    callNumber: '{phone} அழைக்க',
    scrollTop: 'மேலே செல்ல',
    shortlist: 'விருப்பப் பட்டியல்',
    shortlistOne: 'விருப்பப் பட்டியல், 1 சேமிக்கப்பட்டது',
    shortlistCount: 'விருப்பப் பட்டியல், {n} சேமிக்கப்பட்டவை',
  },
  nav: {
    home: 'முகப்பு',
    villas: 'வில்லாக்கள்',
    plots: 'மனைகள்',
    homes: 'வீடுகள்',
    about: 'எங்களைப் பற்றி',
    contact: 'தொடர்புக்கு',
  },
  footer: {
    blurb: '{since} முதல் வில்லா, மனை, வீடு வாங்குவோருக்கு உதவும் ஓசூர் குடும்ப நிறுவனம்.',
    social: 'சமூக ஊடகங்கள்',
    socialLink: '{network}-இல் {brand} (புதிய தாவலில் திறக்கும்)',
    quickLinks: 'விரைவு இணைப்புகள்',
    services: 'சேவைகள்',
    careers: 'வேலைவாய்ப்பு',
    privacy: 'தனியுரிமைக் கொள்கை',
    login: 'உள்நுழைய',
    properties: 'சொத்துகள்',
    stories: 'வாடிக்கையாளர் அனுபவங்கள்',
    contact: 'தொடர்புக்கு',
    rights: '© {year} {brand}. அனைத்து உரிமைகளும் பாதுகாக்கப்பட்டவை.',
  },
  notFound: {
    code: 'பிழை 404',
    heading: 'அந்தப் பக்கம் கிடைக்கவில்லை',
    text: 'முகவரி தவறாக இருக்கலாம், அல்லது சொத்து விற்கப்பட்டு நீக்கப்பட்டிருக்கலாம். இவை உதவக்கூடும்:',
    home: 'முகப்புப் பக்கத்துக்குத் திரும்ப',
  },
  card: {
    bhk: '{n} BHK',
    bedrooms: '{n} படுக்கையறைகள்',
    bath: '{n} குளியல்',
    bathrooms: '{n} குளியலறைகள்',
    area: 'பரப்பளவு {area}',
    facing: '{facing} நோக்கிய',
    viewDetails: 'விவரங்கள்',
    contact: 'தொடர்பு',
    more: '+{n} மேலும்',
    perUnit: '{amount}/{unit}',
    perUnitSpoken: 'ஒரு {unit}-க்கு {amount}',
    units: { 'sq.ft': 'ச.அடி', 'sq.m': 'ச.மீ', cents: 'சென்ட்', grounds: 'கிரவுண்ட்', acres: 'ஏக்கர்' },
    unitsSpoken: { 'sq.ft': 'சதுர அடி', 'sq.m': 'சதுர மீட்டர்', cents: 'சென்ட்', grounds: 'கிரவுண்ட்', acres: 'ஏக்கர்' },
  },
  shortlist: {
    heading: 'என் விருப்பப் பட்டியல்',
    intro: 'இந்தக் கைப்பேசி அல்லது கணினியில் நீங்கள் சேமித்த சொத்துகள். நீங்கள் அனுப்பும் வரை எதுவும் எங்களுக்கு வராது.',
    empty: 'உங்கள் விருப்பப் பட்டியல் காலியாக உள்ளது. எந்தச் சொத்திலும் இதயக் குறியைத் தொட்டு இங்கே சேமிக்கலாம்.',
    browse: 'சொத்துகளைப் பாருங்கள்',
    loading: 'உங்கள் விருப்பப் பட்டியல் ஏற்றப்படுகிறது…',
    noScript: 'உங்கள் விருப்பப் பட்டியல் இந்த உலாவியில் உள்ளது; அதைக் காட்ட JavaScript தேவை.',
    gone: 'நீங்கள் சேமித்த ஒரு சொத்தை முகவர் நீக்கிவிட்டார்.',
    goneMany: 'நீங்கள் சேமித்த சொத்துகளை முகவர் நீக்கிவிட்டார். ({n})',
    remove: 'விருப்பப் பட்டியலிலிருந்து நீக்கு',
    sold: 'இந்தச் சொத்து விற்கப்பட்டுவிட்டது.',
    sendWhatsApp: 'என் விருப்பப் பட்டியலை வாட்ஸ்அப்பில் அனுப்பு',
    message: 'வணக்கம், என் விருப்பப் பட்டியலில் உள்ள இந்தச் சொத்துகளில் ஆர்வமாக உள்ளேன்:\n\n{lines}',
  },
  money: {
    priceOnRequest: 'விலைக்குத் தொடர்புகொள்ளவும்',
    notAvailable: 'இல்லை',
    areaNotSpecified: 'பரப்பளவு குறிப்பிடப்படவில்லை',
  },
};

export default ta;
