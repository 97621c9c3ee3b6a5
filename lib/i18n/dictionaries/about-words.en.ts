/** The about page's words (issue 15); about-words.ta.ts mirrors them key for key. */
export const aboutWordsEn = {
  eyebrow: 'Since {since}',
  title: 'About Us',
  intro: '{brand} is a Hosur family business. For over fifteen years we have helped families from Hosur, Bengaluru and abroad find villas, plots and houses they are proud to own.',
  whoTitle: 'Who we are',
  whoIntro: 'Four things guide every property we show and every family we work with.',
  cards: {
    expertise: {
      title: 'Our Expertise',
      text: 'Since {since} we have sold over 500 properties across Hosur: SIPCOT, Bagalur Road, Rayakottai Road, Denkanikottai Road and Mathigiri. We know which layouts are approved, which roads are being widened and where water is reliable.',
    },
    values: {
      title: 'Our Values',
      text: 'Honesty before a sale. We show you the patta, the encumbrance certificate and the approvals before you pay a rupee, and we tell you when a property is not right for you.',
    },
    mission: {
      title: 'Our Mission',
      text: 'To make buying a home in Hosur as safe and simple as buying one in the city: clear prices, clear titles and a team that answers the phone after the sale too.',
    },
    commitment: {
      title: 'Client Commitment',
      text: 'One person stays with you from the first site visit to registration and handover. Over 1000 families have trusted us, and many of our clients come through their friends and relatives.',
    },
  },
  servicesEyebrow: 'Services',
  servicesTitle: 'How we help',
  servicesIntro: 'Everything between ‘I like this one’ and the day you move in.',
  services: {
    visits: { title: 'Site visits', text: 'Accompanied visits to shortlisted villas, plots and houses, on weekdays or weekends.' },
    documents: { title: 'Document checks', text: 'Title, patta, EC and DTCP/RERA approvals verified with our legal partners.' },
    loans: { title: 'Home-loan help', text: 'Introductions to banks that lend in Hosur, and help with the paperwork.' },
    registration: { title: 'Registration & handover', text: 'We book the sub-registrar slot and stay with you until the keys are yours.' },
    resale: { title: 'Resale', text: 'Selling a property? We value it honestly and bring serious buyers.' },
    nri: { title: 'NRI assistance', text: 'Video walk-throughs, power-of-attorney coordination and regular updates while you are abroad.' },
  },
  office: 'Visit our office',
  contact: 'Contact us',
};

export type AboutWords = typeof aboutWordsEn;
