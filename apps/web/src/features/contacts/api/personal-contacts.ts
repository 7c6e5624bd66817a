import type { PersonalContactInput } from '@ias/shared';
import { readAll } from '@/lib/read-all';
import { getSupabase } from '@/lib/supabase';

export type PersonalContact = PersonalContactInput & { id: string; created_at: string };

/** The signed-in person's own address book (nobody else can read it). */
export async function fetchPersonalContacts(): Promise<PersonalContact[]> {
  const supabase = await getSupabase();
  return readAll<PersonalContact>((withCount) =>
    supabase
      .from('contacts')
      .select(
        'id, name, email, phone, organisation, notes, created_at',
        withCount ? { count: 'exact' } : {},
      )
      .order('name')
      .order('id'),
  );
}

export async function savePersonalContact(input: PersonalContactInput, id?: string) {
  const supabase = await getSupabase();
  const { error } = id
    ? await supabase.from('contacts').update(input).eq('id', id)
    : await supabase.from('contacts').insert(input);
  if (error) throw error;
}

export async function deletePersonalContact(id: string) {
  const supabase = await getSupabase();
  const { error } = await supabase.from('contacts').delete().eq('id', id);
  if (error) throw error;
}
