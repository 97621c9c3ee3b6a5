/**
 * An Indian mobile number as people type it: 98765 43210, 098765-43210, +91 98765 43210,
 * 91-9876543210, (+91) 98765.43210. Ten digits starting with 6, 7, 8 or 9 after an optional +91,
 * 91 or 0. Returns '+919876543210', or null for anything else (landlines included: the dealer
 * calls back and sends WhatsApp messages to a mobile).
 */
export function normaliseIndianMobile(text: string): string | null {
  const compact = text.replace(/[\s\-.()]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** '+919876543210' as a person reads it: '98765 43210'. */
export const nationalMobile = (phone: string): string => {
  const digits = phone.replace(/^\+91/, '');
  return /^\d{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : phone;
};
