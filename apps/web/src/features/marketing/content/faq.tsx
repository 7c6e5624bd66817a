import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FaqItem } from '../components/faq-accordion';
import { Msg } from '../components/msg';
import '@/features/marketing/catalogues/faq';

export type FaqGroup = { id: string; title: ReactNode; items: readonly FaqItem[] };

/** The questions people ask us most, grouped for /faq. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    id: 'general',
    title: <Msg id="marketing.faqs.general" />,
    items: [
      {
        question: <Msg id="marketing.faqs.general.what.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.general.what.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.general.install.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.general.install.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.general.india.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.general.india.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.general.badges.q" />,
        answer: (
          <p>
            <Msg
              id="marketing.faqs.general.badges.a"
              components={{ 0: <Link to="/features#roadmap" /> }}
            />
          </p>
        ),
      },
    ],
  },
  {
    id: 'check-in',
    title: <Msg id="marketing.faqs.checkin" />,
    items: [
      {
        question: <Msg id="marketing.faqs.checkin.accuracy.q" />,
        answer: (
          <>
            <p>
              <Msg id="marketing.faqs.checkin.accuracy.a1" />
            </p>
            <p>
              <Msg id="marketing.faqs.checkin.accuracy.a2" />
            </p>
          </>
        ),
      },
      {
        question: <Msg id="marketing.faqs.checkin.offline.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.checkin.offline.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.checkin.twice.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.checkin.twice.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.checkin.home.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.checkin.home.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.checkin.readers.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.checkin.readers.a" />
          </p>
        ),
      },
    ],
  },
  {
    id: 'privacy',
    title: <Msg id="marketing.faqs.privacy" />,
    items: [
      {
        question: <Msg id="marketing.faqs.privacy.photos.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.privacy.photos.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.privacy.delete.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.privacy.delete.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.privacy.who.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.privacy.who.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.privacy.minors.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.privacy.minors.a" components={{ 0: <Link to="/privacy" /> }} />
          </p>
        ),
      },
    ],
  },
  {
    id: 'accounts',
    title: <Msg id="marketing.faqs.accounts" />,
    items: [
      {
        question: <Msg id="marketing.faqs.accounts.join.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.accounts.join.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.accounts.roles.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.accounts.roles.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.accounts.twoFactor.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.accounts.twoFactor.a" />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.accounts.password.q" />,
        answer: (
          <p>
            <Msg
              id="marketing.faqs.accounts.password.a"
              components={{ 0: <Link to="/forgot-password" /> }}
            />
          </p>
        ),
      },
    ],
  },
  {
    id: 'billing',
    title: <Msg id="marketing.faqs.billing" />,
    items: [
      {
        question: <Msg id="marketing.faqs.billing.cost.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.billing.cost.a" components={{ 0: <Link to="/pricing" /> }} />
          </p>
        ),
      },
      {
        question: <Msg id="marketing.faqs.billing.gst.q" />,
        answer: (
          <p>
            <Msg id="marketing.faqs.billing.gst.a" />
          </p>
        ),
      },
    ],
  },
];
