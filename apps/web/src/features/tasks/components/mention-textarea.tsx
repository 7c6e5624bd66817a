import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Textarea } from '@/components/ui';
import { cn } from '@/lib/cn';
import { fetchMentionable, type MentionablePerson } from '../api/cards';
import { tasksKeys } from '../api/tasks-keys';
import { useTasksT } from '../hooks/use-tasks-t';

/** The "@word" just before the caret, if the caret is in one. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]{0,30})$/.exec(text.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/**
 * A comment box where "@" offers the people who see the card (the database's list, so nobody
 * else is offered): arrows move through the list, Enter or Tab picks, Escape closes. Picked
 * people stay in `mentions` while their "@Name" is still in the text.
 */
export function MentionTextarea({
  cardId,
  value,
  onChange,
  label,
  maxLength,
}: {
  cardId: string;
  value: { body: string; mentions: MentionablePerson[] };
  onChange: (value: { body: string; mentions: MentionablePerson[] }) => void;
  label: string;
  maxLength: number;
}) {
  const t = useTasksT();
  const listId = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [token, setToken] = useState<{ start: number; query: string } | null>(null);
  const [active, setActive] = useState(0);
  const people = useQuery({
    queryKey: tasksKeys.mentionable(cardId, token?.query ?? ''),
    queryFn: () => fetchMentionable(cardId, token?.query ?? ''),
    enabled: token !== null,
    staleTime: 30_000,
  });
  const options = token ? (people.data ?? []) : [];
  // Where the caret goes once a picked name is in the box: set as the new text is committed, so
  // a key pressed straight after Enter lands after the name (a frame later, it had already landed
  // at the end and the caret then moved back before it).
  const caretAfterPick = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null || !box.current) return;
    caretAfterPick.current = null;
    box.current.focus();
    box.current.setSelectionRange(at, at);
  });
  const isOpen = token !== null && options.length > 0;

  // Escape closes the list, not the dialog around it: the dialog listens on the document while
  // capturing, so the key is claimed earlier, on the window (a prevented Escape does not close it).
  useEffect(() => {
    if (!isOpen) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== box.current) return;
      event.preventDefault();
      setToken(null);
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [isOpen]);

  function update(body: string, caret: number) {
    const mentions = value.mentions.filter((p) => body.includes(`@${p.full_name}`));
    onChange({ body, mentions });
    setToken(mentionAt(body, caret));
    setActive(0);
  }

  function pick(person: MentionablePerson) {
    if (!token) return;
    const caret = box.current?.selectionStart ?? value.body.length;
    const inserted = `@${person.full_name} `;
    const body = value.body.slice(0, token.start) + inserted + value.body.slice(caret);
    const mentions = value.mentions.some((p) => p.user_id === person.user_id)
      ? value.mentions
      : [...value.mentions, person];
    onChange({ body, mentions });
    setToken(null);
    caretAfterPick.current = token.start + inserted.length;
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(options[Math.min(active, options.length - 1)]!);
    }
  }

  return (
    <div className="relative">
      <Textarea
        ref={box}
        value={value.body}
        onChange={(e) => update(e.target.value, e.target.selectionStart ?? e.target.value.length)}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setToken(null), 150)}
        maxLength={maxLength}
        rows={2}
        aria-label={label}
        placeholder={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        aria-activedescendant={isOpen ? `${listId}-${active}` : undefined}
        aria-describedby={`${listId}-hint`}
      />
      <p id={`${listId}-hint`} className="mt-1 text-xs text-slate-600">
        {t('tasks.comments.mentionHint')}
      </p>
      {isOpen ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('tasks.comments.mentionList')}
          className="absolute left-0 right-0 top-full z-10 mt-1 max-h-56 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.map((person, index) => (
            <li
              key={person.user_id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'cursor-pointer px-3 py-1.5 text-sm text-slate-900',
                index === active ? 'bg-brand-50 text-brand-800' : 'hover:bg-slate-50',
              )}
              // mousedown: before the box loses focus.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(person);
              }}
            >
              {person.full_name}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
