import { apiRoute } from '@/lib/api/route';
import { answerContactForm } from '@/lib/contact/no-script';

/** The contact form sent without JavaScript (lib/contact/no-script.ts). */
export const POST = apiRoute((request: Request) => answerContactForm(request, 'en'));
