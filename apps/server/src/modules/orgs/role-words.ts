/** A member's role as a sentence says it, with its article: "an employee", "an in-charge". */
const ROLE_WITH_ARTICLE: Record<string, string> = {
  owner: 'the owner',
  teacher: 'a teacher',
  student: 'a student',
  employee: 'an employee',
  incharge: 'an in-charge',
};

export function roleWithArticle(role: string): string {
  return ROLE_WITH_ARTICLE[role] ?? `a ${role}`;
}

/** A user type (Student, Employee, Incharge …) with its article: "an Employee account". */
export function userTypeWithArticle(userType: string): string {
  return `${/^[AEIOU]/i.test(userType) ? 'an' : 'a'} ${userType}`;
}

/** The same words opening a sentence. */
export function capitalise(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
