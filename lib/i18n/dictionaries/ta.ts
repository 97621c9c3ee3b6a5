import type { Dictionary } from './en';
import { listingWordsTa } from './listing-words.ta';

/**
 * The Tamil interface words: en.ts key for key. Real-estate terms follow glossary.md beside this
 * file (patta பட்டா, encumbrance certificate வில்லங்கச் சான்று, plot மனை, …).
 */
const ta: Dictionary = {
  listing: listingWordsTa,
  meta: {
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
  },
  shell: {
    skip: 'முதன்மை உள்ளடக்கத்துக்குச் செல்ல',
    mainNav: 'முதன்மை',
    menu: 'பட்டியல்',
    switchTo: 'Read this page in English',
    whatsappChat: 'வாட்ஸ்அப்பில் பேச (புதிய தாவலில் திறக்கும்)',
    whatsappHello: 'வணக்கம் {brand}, உங்கள் சொத்துகள் பற்றி மேலும் அறிய விரும்புகிறேன்.',
    call: 'அழைக்க',
    callNumber: '{phone} அழைக்க',
    scrollTop: 'மேலே செல்ல',
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
    contact: 'தொடர்புகொள்ள',
    more: '+{n} மேலும்',
  },
  money: {
    priceOnRequest: 'விலைக்குத் தொடர்புகொள்ளவும்',
    notAvailable: 'இல்லை',
    areaNotSpecified: 'பரப்பளவு குறிப்பிடப்படவில்லை',
  },
};

export default ta;
