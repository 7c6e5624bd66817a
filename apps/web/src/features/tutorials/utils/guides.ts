import { dashboardPath, type UserType } from '@ias/shared';
import { GUIDES, type Guide, type GuideKind, type TutorialMessageId } from '../content/guides';

const KIND_ORDER: Record<GuideKind, number> = { first: 0, daily: 1, task: 2 };

/** `~` is the person's own dashboard: `~/devices` → /dashboard/company/devices. */
export function resolvePath(path: string, type: UserType): string {
  return path.startsWith('~') ? `${dashboardPath(type)}${path.slice(1)}` : path;
}

/** The guide's picture of its page, made by e2e/tutorials-screenshots.spec.ts. */
export const pictureOf = (guide: Guide) => `/tutorials/${guide.id}.jpg`;

/** The guides written for `type`, first steps first, then daily work, then tasks. */
export function guidesFor(type: UserType | null, guides: readonly Guide[] = GUIDES): Guide[] {
  if (!type) return [];
  return guides
    .filter((guide) => guide.audiences.includes(type))
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/** Case-folded, in one Unicode form, so typed and stored text compare equal. */
const fold = (text: string) => text.toLocaleLowerCase().normalize('NFKC');

/**
 * Guides whose title, summary, steps or keywords (in the language shown, and the English keywords)
 * contain every word of `query`; titles that match rank first.
 */
export function searchGuides(
  query: string,
  text: (id: TutorialMessageId) => string,
  guides: readonly Guide[] = GUIDES,
): Guide[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return [...guides];
  const scored = guides.map((guide) => {
    const title = fold(text(guide.title));
    const body = fold(
      [text(guide.summary), ...guide.steps.map((id) => text(id)), ...(guide.keywords ?? [])].join(
        ' ',
      ),
    );
    const matches = words.every((word) => title.includes(word) || body.includes(word));
    const score = words.filter((word) => title.includes(word)).length;
    return { guide, matches, score };
  });
  return scored
    .filter((entry) => entry.matches)
    .sort((a, b) => b.score - a.score)
    .map((entry) => entry.guide);
}
