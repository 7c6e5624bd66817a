import { apiDownload } from '@/lib/api-client';

/**
 * GET /api/organizations/:id/id-cards as a file: the PDF of printable ID cards (all members, or
 * one group's).
 */
export async function downloadIdCards(orgId: string, groupId?: string): Promise<Blob> {
  const query = groupId ? `?group_id=${encodeURIComponent(groupId)}` : '';
  const { blob } = await apiDownload(`/api/organizations/${orgId}/id-cards${query}`, {
    what: 'The ID cards',
    fallbackName: 'id-cards.pdf',
  });
  return blob;
}
