import type { Rng } from './random.js';

/**
 * Given names and family names as they go together across India's regions, so a generated
 * "Omkar Kulkarni" or "Keerthana Subramanian" reads like a real classmate, never "Omkar Banerjee".
 */
type Region = {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  /** Sikh names: men take Singh and women Kaur as the family name, sometimes before a clan name. */
  isSikh?: boolean;
};

// prettier-ignore
export const REGIONS = {
  marathi: {
    male: ['Aarav', 'Atharva', 'Omkar', 'Soham', 'Aditya', 'Tanmay', 'Pranav', 'Sarthak', 'Vedant', 'Shreyas', 'Chinmay', 'Siddhesh', 'Aniket', 'Mandar', 'Ajinkya', 'Prathamesh', 'Sagar', 'Nikhil', 'Kedar', 'Harshal'],
    female: ['Gauri', 'Mrunal', 'Sayali', 'Aditi', 'Rutuja', 'Shravani', 'Vaishnavi', 'Tanvi', 'Sakshi', 'Snehal', 'Ketaki', 'Madhura', 'Ira', 'Anushka', 'Prajakta', 'Radhika', 'Manasi', 'Mukta', 'Janhavi', 'Sanika'],
    surnames: ['Patil', 'Deshmukh', 'Kulkarni', 'Joshi', 'Jadhav', 'Pawar', 'Shinde', 'Gokhale', 'Deshpande', 'Kale', 'More', 'Bhosale', 'Gaikwad', 'Chavan', 'Apte', 'Phadke', 'Sawant', 'Kadam', 'Salunkhe', 'Ranade', 'Karandikar', 'Wagh'],
  },
  hindi: {
    male: ['Aryan', 'Arjun', 'Ishaan', 'Kabir', 'Vivaan', 'Rahul', 'Amit', 'Ankit', 'Saurabh', 'Abhishek', 'Shivam', 'Harsh', 'Kunal', 'Manish', 'Deepak', 'Raghav', 'Utkarsh', 'Ayush'],
    female: ['Ananya', 'Diya', 'Riya', 'Priya', 'Neha', 'Shruti', 'Kavya', 'Anjali', 'Pallavi', 'Nidhi', 'Aarohi', 'Ishita', 'Khushi', 'Swati', 'Muskan', 'Shreya', 'Garima'],
    surnames: ['Sharma', 'Verma', 'Gupta', 'Srivastava', 'Mishra', 'Tiwari', 'Pandey', 'Yadav', 'Chauhan', 'Agarwal', 'Saxena', 'Tripathi', 'Dubey', 'Rastogi', 'Rajput', 'Bhardwaj'],
  },
  gujarati: {
    male: ['Dhruv', 'Parth', 'Jay', 'Krunal', 'Hardik', 'Nirav', 'Chirag', 'Harsh', 'Jainam', 'Meet'],
    female: ['Hetal', 'Krupa', 'Dhara', 'Jinal', 'Riddhi', 'Foram', 'Mansi', 'Khushi', 'Prachi', 'Nisha'],
    surnames: ['Patel', 'Shah', 'Mehta', 'Desai', 'Parikh', 'Trivedi', 'Thakkar', 'Vyas', 'Bhatt', 'Dave'],
  },
  punjabi: {
    male: ['Gurpreet', 'Harpreet', 'Jaskaran', 'Manpreet', 'Navjot', 'Simranjeet', 'Amandeep', 'Karanveer'],
    female: ['Simran', 'Harleen', 'Jasleen', 'Navneet', 'Gurleen', 'Amrit', 'Prabhjot', 'Mehak'],
    surnames: ['Gill', 'Sandhu', 'Dhillon', 'Grewal', 'Sidhu', 'Bajwa', 'Sekhon', 'Randhawa'],
    isSikh: true,
  },
  kannada: {
    male: ['Prajwal', 'Chetan', 'Darshan', 'Sandeep', 'Manjunath', 'Kiran', 'Pavan', 'Shashank', 'Nagaraj', 'Girish', 'Raghavendra', 'Sudeep', 'Vinay', 'Abhishek'],
    female: ['Pooja', 'Kavya', 'Spoorthi', 'Shwetha', 'Bhavana', 'Deepika', 'Chaitra', 'Rashmi', 'Sahana', 'Keerthi', 'Sinchana', 'Apoorva', 'Nandini'],
    surnames: ['Gowda', 'Hegde', 'Shetty', 'Rao', 'Kamath', 'Bhat', 'Shenoy', 'Naik', 'Murthy', 'Prabhu', 'Acharya', 'Hebbar', 'Urs', 'Kulkarni'],
  },
  tamil: {
    male: ['Karthik', 'Arun', 'Vignesh', 'Surya', 'Harish', 'Dinesh', 'Sanjay', 'Aravind', 'Gautham', 'Balaji', 'Prakash'],
    female: ['Lakshmi', 'Divya', 'Meena', 'Keerthana', 'Nithya', 'Sowmya', 'Janani', 'Priyanka', 'Swathi', 'Harini', 'Abinaya'],
    surnames: ['Iyer', 'Iyengar', 'Subramanian', 'Krishnan', 'Raman', 'Venkatesan', 'Sundaram', 'Natarajan', 'Rajendran', 'Balasubramanian'],
  },
  telugu: {
    male: ['Srinivas', 'Venkat', 'Ravi Teja', 'Naveen', 'Sai Kiran', 'Chaitanya', 'Harsha', 'Mahesh', 'Praveen', 'Vamsi'],
    female: ['Sravani', 'Lavanya', 'Sindhu', 'Bhavya', 'Mounika', 'Sirisha', 'Harika', 'Tejaswini', 'Anusha', 'Sahithi'],
    surnames: ['Reddy', 'Naidu', 'Chowdary', 'Varma', 'Rao', 'Raju', 'Goud', 'Prasad', 'Kondapalli', 'Yarlagadda'],
  },
  malayali: {
    male: ['Vishnu', 'Akhil', 'Midhun', 'Jithin', 'Anand', 'Sreejith', 'Abhijith', 'Arjun', 'Rahul'],
    female: ['Aparna', 'Gayathri', 'Meera', 'Athira', 'Reshma', 'Parvathy', 'Sreelakshmi', 'Devika', 'Nimisha'],
    surnames: ['Nair', 'Menon', 'Pillai', 'Kurup', 'Panicker', 'Nambiar', 'Warrier', 'Unnikrishnan'],
  },
  bengali: {
    male: ['Arnab', 'Sourav', 'Debashish', 'Aniruddha', 'Ritwik', 'Subhajit', 'Sayan', 'Indranil'],
    female: ['Ankita', 'Paromita', 'Sreya', 'Tanushree', 'Moumita', 'Debjani', 'Ishani', 'Rupsa'],
    surnames: ['Banerjee', 'Chatterjee', 'Mukherjee', 'Ghosh', 'Bose', 'Das', 'Sen', 'Dutta', 'Chakraborty', 'Roy'],
  },
  odia: {
    male: ['Biswajit', 'Subrat', 'Debasis', 'Soumya', 'Ashutosh'],
    female: ['Subhashree', 'Lipsa', 'Smruti', 'Sasmita', 'Ipsita'],
    surnames: ['Mohanty', 'Pattnaik', 'Sahoo', 'Panda', 'Mishra', 'Behera'],
  },
  assamese: {
    male: ['Pranjal', 'Dhruba', 'Bikash', 'Rituraj', 'Hrishikesh'],
    female: ['Nilakshi', 'Bidisha', 'Jahnavi', 'Pompi', 'Barnali'],
    surnames: ['Bora', 'Baruah', 'Gogoi', 'Saikia', 'Hazarika', 'Kalita'],
  },
  muslim: {
    male: ['Ayaan', 'Faizan', 'Imran', 'Zaid', 'Arman', 'Sameer', 'Irfan', 'Rehan', 'Adnan', 'Tariq', 'Salman'],
    female: ['Zoya', 'Sana', 'Ayesha', 'Fatima', 'Alina', 'Mehreen', 'Nazia', 'Rukhsar', 'Saba', 'Inaya', 'Farida'],
    surnames: ['Khan', 'Shaikh', 'Ansari', 'Qureshi', 'Siddiqui', 'Sayyed', 'Pathan', 'Inamdar', 'Momin', 'Mulla'],
  },
  christian: {
    male: ['Joel', 'Ryan', 'Aaron', 'Jason', 'Melvin', 'Clifford', 'Nigel', 'Jobin', 'Anthony'],
    female: ['Sharon', 'Ashley', 'Melissa', 'Shirley', 'Glenda', 'Rhea', 'Tina', 'Jincy', 'Maria'],
    surnames: ["D'Souza", 'Fernandes', 'Pereira', 'Rodrigues', "D'Costa", 'Pinto', 'Gomes', 'Lobo', 'Mathew', 'Varghese', 'Joseph'],
  },
} as const satisfies Record<string, Region>;

export type RegionName = keyof typeof REGIONS;
export type Gender = 'male' | 'female';
export type RegionMix = ReadonlyArray<readonly [RegionName, number]>;

/** Who studies at a Pune school: mostly Maharashtrian families, and people from all over India. */
// prettier-ignore
export const PUNE_MIX: RegionMix = [
  ['marathi', 46], ['hindi', 13], ['gujarati', 6], ['muslim', 9], ['kannada', 3], ['tamil', 3],
  ['telugu', 3], ['malayali', 3], ['bengali', 4], ['punjabi', 4], ['christian', 3], ['odia', 1],
  ['assamese', 2],
];

/** Who works at a Bengaluru IT company: many Kannadigas and a lot of people from elsewhere. */
// prettier-ignore
export const BENGALURU_MIX: RegionMix = [
  ['kannada', 26], ['tamil', 13], ['telugu', 14], ['malayali', 9], ['hindi', 12], ['marathi', 6],
  ['bengali', 6], ['muslim', 6], ['christian', 3], ['odia', 2], ['gujarati', 1], ['punjabi', 1],
  ['assamese', 1],
];

export type PersonName = { first: string; last: string; fullName: string; gender: Gender };

export function randomName(rng: Rng, mix: RegionMix, gender?: Gender): PersonName {
  const region: Region = REGIONS[rng.weighted(mix)];
  const sex = gender ?? (rng.chance(0.5) ? 'male' : 'female');
  const first = rng.pick(region[sex]);
  const last = region.isSikh
    ? rng.chance(0.5)
      ? sex === 'male'
        ? 'Singh'
        : 'Kaur'
      : rng.pick(region.surnames)
    : rng.pick(region.surnames);
  return { first, last, fullName: `${first} ${last}`, gender: sex };
}

/**
 * Hands out unique e-mail addresses on the reserved `demo.invalid` domain (RFC 2606: it can never
 * receive mail), e.g. `omkar.kulkarni.8a@demo.invalid`.
 */
export class EmailBook {
  private readonly used = new Set<string>();

  constructor(taken: Iterable<string> = []) {
    for (const email of taken) this.used.add(email.toLowerCase());
  }

  take(name: PersonName, hint?: string): string {
    const local = [name.first, name.last, hint]
      .filter(Boolean)
      .map((part) => part!.toLowerCase().replace(/[^a-z0-9]/g, ''))
      .join('.');
    for (let n = 1; ; n++) {
      const email = `${n === 1 ? local : `${local}${n}`}@demo.invalid`;
      if (!this.used.has(email)) {
        this.used.add(email);
        return email;
      }
    }
  }
}

/** An Indian mobile number as people write it: +91 98xxx xxxxx (mobiles start with 6–9). */
export function randomMobile(rng: Rng): string {
  const digits = `${rng.int(7, 9)}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
