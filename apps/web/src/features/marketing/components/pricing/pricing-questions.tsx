import { Link } from 'react-router';
import type { FaqItem } from '../faq-accordion';

/** Short answers to what people ask before choosing a plan. */
export const PRICING_QUESTIONS: readonly FaqItem[] = [
  {
    question: 'Who counts as a member?',
    answer: (
      <p>
        A member is a person whose attendance is recorded: a student or an employee who is active in
        your organisation during the month. Owners, teachers, in-charges and admins are never
        counted, and people who have left stop counting from the next month.
      </p>
    ),
  },
  {
    question: 'Is GST included?',
    answer: (
      <p>
        No. Prices are in Indian rupees and exclude GST, which is added at 18%. Invoices are GST
        invoices: send us your GSTIN and it is printed on them, so you can claim input tax credit.
      </p>
    ),
  },
  {
    question: 'Are we charged during the Beta?',
    answer: (
      <>
        <p>
          No. While the product is in Beta, every organisation can use it without paying. The prices
          on this page are the ones we plan to launch with.
        </p>
        <p>
          Before billing starts we will email every organisation owner at least 30 days ahead, and
          nobody is moved to a paid plan without choosing one. An organisation over 50 members that
          does not choose a plan keeps read-only access to its records and can export them.
        </p>
      </>
    ),
  },
  {
    question: 'Do schools get a different price?',
    answer: (
      <p>
        The per-member price is the same for institutes and companies. Government and aided schools
        and registered charities can ask for a discount through the{' '}
        <Link to="/contact?topic=sales">contact form</Link>.
      </p>
    ),
  },
  {
    question: 'Can we move between plans?',
    answer: (
      <p>
        Yes, at any time. Moving up takes effect at once; moving down takes effect from the next
        billing period. Your attendance records are never deleted because of a plan change.
      </p>
    ),
  },
];
