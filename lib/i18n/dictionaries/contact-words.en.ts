/** The contact page's words (issue 15); contact-words.ta.ts mirrors them key for key. */
export const contactWordsEn = {
  eyebrow: 'Contact',
  title: 'Get in Touch',
  intro: 'Looking for a villa, a plot or a house in Hosur? Tell us what you need and we will get back to you within a working day.',
  info: {
    title: 'Contact Information',
    intro: 'Visit, call or write to us; we usually reply the same working day.',
    address: 'Office address',
    hours: 'Business hours',
    phone: 'Phone',
    email: 'E-mail',
    website: 'Website',
    /** The configured opening days and times (site.hours), by their English words. */
    times: { 'Mon-Fri': 'Mon-Fri', Sat: 'Sat', Sun: 'Sun', Closed: 'Closed' } as Record<string, string>,
  },
  form: {
    title: 'Send us a Message',
    required: 'Fields marked * are required.',
    name: 'Your name',
    email: 'Email',
    phone: 'Phone (optional)',
    phoneHint: 'So we can call you back, if you prefer.',
    message: 'Message',
    placeholder: 'I am looking for a 3 BHK villa near Bagalur Road, budget around ₹80 L…',
    note: 'Sending opens WhatsApp in a new tab with your message filled in. Nothing is stored on this website.',
    send: 'Send Message',
    sent: 'WhatsApp opened in a new tab with your message. If it did not open,',
    sentLink: 'open the chat here',
    errors: {
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      emailInvalid: 'Please enter a valid email address, like name@example.com.',
      message: 'Please enter your message.',
    },
    /** The page the form answers with when it is sent without JavaScript. */
    noScript: {
      readyTitle: 'Your message is ready',
      readyText: 'Tap the button to send it to us on WhatsApp. Nothing was stored on this website.',
      open: 'Send on WhatsApp',
      fixTitle: 'Please check your message',
      back: 'Back to the form',
    },
    /** The WhatsApp text the form fills in. */
    text: {
      hello: 'Hello {brand}, I am writing from your website.',
      about: 'About: {url}',
      name: 'Name: {value}',
      email: 'Email: {value}',
      phone: 'Phone: {value}',
      notGiven: 'Not given',
      message: 'Message:',
    },
  },
  map: {
    title: 'Find Our Office',
    directions: 'Get directions',
    directionsNote: '(opens Google Maps in a new tab)',
    office: '{brand} office',
  },
  careers: {
    title: 'Careers',
    text: 'We are a small team that knows Hosur well. If you enjoy helping families find the right property and speak Tamil and English (Kannada or Telugu is a plus), send us a short note about yourself.',
    subject: 'Careers at {brand}',
    write: 'Write to {email}',
  },
};

export type ContactWords = typeof contactWordsEn;
