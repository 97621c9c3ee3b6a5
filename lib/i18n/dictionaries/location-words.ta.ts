import type { locationWordsEn } from './location-words.en';

export const locationWordsTa: typeof locationWordsEn = {
  heading: 'இருப்பிடம்',
  map: '{title} இருக்கும் இடத்தைக் காட்டும் வரைபடம்',
  noScript: 'வரைபடத்தைக் காட்ட JavaScript தேவை. குறியின் ஆயத்தொலைவுகளும் OpenStreetMap இணைப்பும் கீழே உள்ளன.',
  coordinates: 'ஆயத்தொலைவுகள்',
  openMap: 'OpenStreetMap-இல் திறக்க',
  distances: 'நேர்கோட்டுத் தூரங்கள்',
  distancesNote: 'வரைபடத்தில் உள்ள குறியிலிருந்து நேர்கோட்டில் அளந்தவை. சாலை வழியே தூரம் இதைவிட அதிகம்.',
};
