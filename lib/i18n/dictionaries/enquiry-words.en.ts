/**
 * The call-back and site-visit request's words (lib/enquiries): the form, its confirmation and
 * every message of its validation, so the browser and the server say the same thing.
 * enquiry-words.ta.ts mirrors them key for key.
 */
export const enquiryWordsEn = {
  title: 'Ask for a call back or a site visit',
  intro: 'Leave your name and mobile number, and we will call you back at a time that suits you.',
  name: 'Your name',
  phone: 'Mobile number',
  phoneHint: '10 digits, with or without +91',
  want: 'What would you like?',
  wants: { callback: 'Call me back', visit: 'A site visit' },
  visitDay: 'Preferred day',
  visitWindow: 'Preferred time',
  windows: {
    morning: 'Morning, 9 AM to 12 noon',
    afternoon: 'Afternoon, 12 noon to 4 PM',
    evening: 'Evening, 4 PM to 7 PM',
  },
  message: 'Message (optional)',
  /** The consent checkbox's text, stored word for word with each enquiry. */
  consent:
    'I agree that {brand} may use my name and mobile number only to call me or send me WhatsApp messages about this property enquiry, and may keep them for up to {days} days after the enquiry is closed.',
  /** The label of the honeypot field, which people never see. */
  honeypot: 'Leave this field empty',
  send: 'Send request',
  sending: 'Sending…',
  sentTitle: 'Your request has reached us',
  sentText: 'Thank you. We will call you soon.',
  sentVisit: 'Thank you. We will call you to confirm your visit on {day}, {window}.',
  back: 'Back to the page',
  fixTitle: 'Please check your request',
  errors: {
    form: 'Please correct the marked fields.',
    name: 'Please enter your name.',
    nameLong: 'Please keep your name under {max} characters.',
    phone: 'Please enter your mobile number.',
    phoneInvalid: 'Please enter a 10-digit Indian mobile number that starts with 6, 7, 8 or 9, with or without +91.',
    want: 'Please choose a call back or a site visit.',
    visitDay: 'Please choose a day for your visit.',
    visitDayPast: 'Please choose today or a later day for your visit.',
    visitDayFar: 'Please choose a day within the next {days} days.',
    visitWindow: 'Please choose a time for your visit.',
    visitWindowPast: 'That time is already over today. Please choose a later time or another day.',
    messageLong: 'Please keep your message under {max} characters.',
    consent: 'Please tick the box to agree that we may contact you about this enquiry.',
    tooFast: 'That was very quick. Please check your details, then send again.',
    listing: 'This property could not be found. Please reload the page and try again.',
    tooMany: 'Too many requests from this connection. Please try again in a few minutes, or call us.',
  },
};

export type EnquiryWords = typeof enquiryWordsEn;
export type EnquiryErrors = EnquiryWords['errors'];
