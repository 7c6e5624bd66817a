import type { CareersMessageId } from '@/features/marketing/catalogues/careers';
import '@/features/marketing/catalogues/careers';

export type OpenRole = {
  id: string;
  title: CareersMessageId;
  team: CareersMessageId;
  location: CareersMessageId;
  type: CareersMessageId;
  summary: CareersMessageId;
  responsibilities: readonly CareersMessageId[];
  lookingFor: readonly CareersMessageId[];
};

/** Roles we are hiring for; applications go through /contact with the Careers topic. */
export const OPEN_ROLES: readonly OpenRole[] = [
  {
    id: 'frontend-engineer',
    title: 'marketing.careers.frontend.title',
    team: 'marketing.careers.frontend.team',
    location: 'marketing.careers.remote',
    type: 'marketing.careers.fullTime',
    summary: 'marketing.careers.frontend.summary',
    responsibilities: [
      'marketing.careers.frontend.do1',
      'marketing.careers.frontend.do2',
      'marketing.careers.frontend.do3',
    ],
    lookingFor: ['marketing.careers.frontend.want1', 'marketing.careers.frontend.want2'],
  },
  {
    id: 'backend-engineer',
    title: 'marketing.careers.backend.title',
    team: 'marketing.careers.backend.team',
    location: 'marketing.careers.remote',
    type: 'marketing.careers.fullTime',
    summary: 'marketing.careers.backend.summary',
    responsibilities: [
      'marketing.careers.backend.do1',
      'marketing.careers.backend.do2',
      'marketing.careers.backend.do3',
    ],
    lookingFor: ['marketing.careers.backend.want1', 'marketing.careers.backend.want2'],
  },
  {
    id: 'ml-engineer',
    title: 'marketing.careers.ml.title',
    team: 'marketing.careers.ml.team',
    location: 'marketing.careers.remote',
    type: 'marketing.careers.fullTime',
    summary: 'marketing.careers.ml.summary',
    responsibilities: [
      'marketing.careers.ml.do1',
      'marketing.careers.ml.do2',
      'marketing.careers.ml.do3',
    ],
    lookingFor: ['marketing.careers.ml.want1', 'marketing.careers.ml.want2'],
  },
  {
    id: 'customer-success',
    title: 'marketing.careers.success.title',
    team: 'marketing.careers.success.team',
    location: 'marketing.careers.remoteTravel',
    type: 'marketing.careers.fullTime',
    summary: 'marketing.careers.success.summary',
    responsibilities: ['marketing.careers.success.do1', 'marketing.careers.success.do2'],
    lookingFor: ['marketing.careers.success.want1', 'marketing.careers.success.want2'],
  },
];
