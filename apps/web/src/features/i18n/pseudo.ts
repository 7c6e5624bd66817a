import type { Messages } from '@lingui/core';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouycnsrlAEIOUYCNSRL'].map((c, i) => [c, [...'àéîöûýçñšřľÀÉÎÖÛÝÇÑŠŘĽ'][i]!]),
);

const accent = (text: string) =>
  // Keep <0>…</0> component markers and HTML entities intact.
  text.replace(/<\/?\d+\/?>|&\w+;|./gs, (part) =>
    part.length > 1 ? part : (ACCENTED[part] ?? part),
  );

type Compiled = string | CompiledPart[];
type CompiledPart = string | [string, string?, Record<string, Compiled>?];

/** Accents the text parts of a compiled message, leaving placeholders and plural syntax alone. */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message);
  return message.map((part) => {
    if (typeof part === 'string') return accent(part);
    const [name, type, options] = part;
    if (!options) return part;
    return [
      name,
      type,
      Object.fromEntries(Object.entries(options).map(([k, v]) => [k, pseudoMessage(v)])),
    ] as CompiledPart;
  });
}

/**
 * The pseudo-locale for development and tests: every English message accented and about 30 %
 * longer (padded with ·), so untranslated text and clipped controls stand out.
 */
export function pseudoLocalize(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const accented = pseudoMessage(message as Compiled);
      const length = JSON.stringify(message).length;
      const padding = '·'.repeat(Math.max(1, Math.round(length * 0.3)));
      const wrapped = Array.isArray(accented) ? ['[', ...accented, ` ${padding}]`] : accented;
      return [id, wrapped];
    }),
  ) as Messages;
}
