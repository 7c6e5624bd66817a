import { Link } from 'react-router';
import type { FaqItem } from '../faq-accordion';
import { Msg } from '../msg';
import '@/features/marketing/catalogues/pricing';

/** Short answers to what people ask before choosing a plan. */
export const PRICING_QUESTIONS: readonly FaqItem[] = [
  {
    question: <Msg id="marketing.pricingFaq.member.q" />,
    answer: (
      <p>
        <Msg id="marketing.pricingFaq.member.a" />
      </p>
    ),
  },
  {
    question: <Msg id="marketing.pricingFaq.gst.q" />,
    answer: (
      <p>
        <Msg id="marketing.pricingFaq.gst.a" />
      </p>
    ),
  },
  {
    question: <Msg id="marketing.pricingFaq.beta.q" />,
    answer: (
      <>
        <p>
          <Msg id="marketing.pricingFaq.beta.a1" />
        </p>
        <p>
          <Msg id="marketing.pricingFaq.beta.a2" />
        </p>
      </>
    ),
  },
  {
    question: <Msg id="marketing.pricingFaq.schools.q" />,
    answer: (
      <p>
        <Msg
          id="marketing.pricingFaq.schools.a"
          components={{ 0: <Link to="/contact?topic=sales" /> }}
        />
      </p>
    ),
  },
  {
    question: <Msg id="marketing.pricingFaq.change.q" />,
    answer: (
      <p>
        <Msg id="marketing.pricingFaq.change.a" />
      </p>
    ),
  },
];
