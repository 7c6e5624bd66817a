export type OpenRole = {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  responsibilities: readonly string[];
  lookingFor: readonly string[];
};

/** Roles we are hiring for; applications go through /contact with the Careers topic. */
export const OPEN_ROLES: readonly OpenRole[] = [
  {
    id: 'frontend-engineer',
    title: 'Senior frontend engineer',
    team: 'Product engineering',
    location: 'Remote, India',
    type: 'Full-time',
    summary:
      'Own the screens people use every morning: the kiosk, roll-call and the seven dashboards, fast on a ₹10,000 Android phone and accessible to everyone.',
    responsibilities: [
      'Build features in React, TypeScript and TanStack Query, with Playwright journeys that prove them.',
      'Keep the first page light and the kiosk responsive on low-end devices and slow networks.',
      'Make every screen keyboard- and screen-reader-friendly, and ready for Hindi.',
    ],
    lookingFor: [
      'Four or more years building production web apps in React and TypeScript.',
      'Care for accessibility, performance budgets and honest empty and error states.',
    ],
  },
  {
    id: 'backend-engineer',
    title: 'Backend engineer, Node.js and PostgreSQL',
    team: 'Platform',
    location: 'Remote, India',
    type: 'Full-time',
    summary:
      'Work on the API and the database: check-in rules, row-level security, offline sync and payroll-period reports for organisations with thousands of people.',
    responsibilities: [
      'Design SQL migrations and row-level security policies that keep organisations apart.',
      'Build attendance operations that stay correct for overnight shifts, time zones and retries.',
      'Test against a real PostgreSQL, never a mock.',
    ],
    lookingFor: [
      'Three or more years with Node.js or a similar backend, and solid PostgreSQL.',
      'You enjoy edge cases such as a check-out at 00:10 after a shift that began yesterday.',
    ],
  },
  {
    id: 'ml-engineer',
    title: 'Machine learning engineer, on-device face recognition',
    team: 'Recognition',
    location: 'Remote, India',
    type: 'Full-time',
    summary:
      'Make face check-in accurate and fair across skin tones, lighting and cheap cameras, running entirely in the browser.',
    responsibilities: [
      'Measure recognition and false-accept rates on consented, representative data.',
      'Improve liveness checks against printed photos and screens.',
      'Keep models small enough for a WebAssembly worker on a budget tablet.',
    ],
    lookingFor: [
      'Experience shipping computer-vision models to production, ideally on-device.',
      'A habit of reporting error rates honestly, with the dataset they came from.',
    ],
  },
  {
    id: 'customer-success',
    title: 'Customer success lead, institutes',
    team: 'Customers',
    location: 'Remote, India, with occasional travel',
    type: 'Full-time',
    summary:
      'Help schools and colleges go from sign-up to their first full day of attendance, and bring what they tell you back to the product team.',
    responsibilities: [
      'Run set-up calls with principals, coordinators and IT teachers.',
      'Answer support requests in English and Hindi; turn repeated questions into better docs.',
    ],
    lookingFor: [
      'Experience in customer success or implementation for schools, colleges or ed-tech.',
      'Fluent English and Hindi; another Indian language is a plus.',
    ],
  },
];
