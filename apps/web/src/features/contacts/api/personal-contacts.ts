import type { PersonalContactInput } from '@ias/shared';
import { getSupabase } from '@/lib/supabase';

export type PersonalContact = PersonalContactInput & { id: string; created_at: string };

/** The signed-in person's own address book (nobody else can read it). */
export async function fetchPersonalContacts(): Promise<PersonalContact[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('contacts')
    .select('id, name, email, phone, organisation, notes, created_at')
    .order('name')
    .limit(2000);
  if (error) throw error;
  return (data ?? []) as PersonalContact[];
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
