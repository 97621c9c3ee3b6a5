// Issue 15's Tamil titles and descriptions for some demo listings, by title, so the Tamil pages
// show all three cases: a listing in Tamil, one with a Tamil title over an English description
// (marked lang="en"), and the many the dealer has not translated (English, marked).

export const demoTamil: Record<string, { titleTa: string; descriptionTa?: string }> = {
  '4 BHK Premium Villa in Gated Community': {
    titleTa: 'நுழைவாயில் பாதுகாப்புள்ள குடியிருப்பில் 4 BHK பிரீமியம் வில்லா',
    descriptionTa:
      'பாகலூர் சாலையில், DTCP அங்கீகாரம் பெற்ற நுழைவாயில் பாதுகாப்புள்ள குடியிருப்பில் கிழக்கு நோக்கிய விசாலமான G+1 வில்லா. இரட்டை உயர வரவேற்பறை, நவீன சமையலறை, மாடித் தோட்டம் உண்டு. ஓசூர் பேருந்து நிலையம் 6 கி.மீ.; பெங்களூரு எலக்ட்ரானிக் சிட்டி சாலை வழியாக சுமார் 30 நிமிடம்.',
  },
  '3 BHK Independent Villa near Sipcot Phase 1': {
    titleTa: 'சிப்காட் முதல் கட்டம் அருகே 3 BHK தனி வில்லா',
  },
  'DTCP Approved Residential Plot near Sipcot Phase 2': {
    titleTa: 'சிப்காட் இரண்டாம் கட்டம் அருகே DTCP அங்கீகாரம் பெற்ற குடியிருப்பு மனை',
    descriptionTa:
      'சிப்காட் இரண்டாம் கட்ட வாயிலில் இருந்து 2 கி.மீ. தொலைவில், DTCP அங்கீகாரம் பெற்ற மனைப்பிரிவில் கிழக்கு நோக்கிய குடியிருப்பு மனை. 30 அடி தார் சாலைகளும் தெரு விளக்குகளும் உள்ளன; உடனே வீடு கட்டலாம். வங்கிக் கடன் கிடைக்கும்.',
  },
  'Corner Plot in Gated Layout, Bagalur Road': {
    titleTa: 'பாகலூர் சாலையில், நுழைவாயில் பாதுகாப்புள்ள மனைப்பிரிவில் மூலை மனை',
  },
  '2 BHK Independent House in Shanthi Nagar': {
    titleTa: 'சாந்தி நகரில் 2 BHK தனி வீடு',
    descriptionTa:
      'சாந்தி நகரில் நன்கு பராமரிக்கப்பட்ட கிழக்கு நோக்கிய வீடு; மாடியில் வாடகைக்கு விடும் பகுதி உண்டு. ஓசூர் பேருந்து நிலையம் 2 கி.மீ.; அருகில் CBSE, மாநிலப் பாடத்திட்டப் பள்ளிகள் பல உள்ளன.',
  },
  '3 BHK Apartment on Denkanikottai Road': {
    titleTa: 'தேன்கனிக்கோட்டை சாலையில் 3 BHK அடுக்குமாடி வீடு',
  },
};
