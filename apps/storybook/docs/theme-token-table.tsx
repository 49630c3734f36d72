import { toCssVariables, vars, type SiteTheme } from '@site/theme';
import { useEffect, useState } from 'react';
import { merchantCodes, themeLoaders } from 'virtual:site-merchants';

/** Every merchant theme of this build, loaded through the same loaders as the toolbar. */
export function useAllThemes(): SiteTheme[] | null {
  const [themes, setThemes] = useState<SiteTheme[] | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(
      merchantCodes.flatMap((code) => {
        const load = themeLoaders[code];
        return load ? [load().then((module) => module.theme)] : [];
      }),
    ).then((loaded) => live && setThemes(loaded));
    return () => {
      live = false;
    };
  }, []);
  return themes;
}

const isColour = (value: string) => /^(#|rgb|hsl)/i.test(value.trim());

const cell = {
  padding: '4px 8px',
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
} as const;

function Value({ value, base }: { value: string | undefined; base: string | undefined }) {
  if (value === undefined) return <span>-</span>;
  return (
    <span style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
      {isColour(value) ? (
        <span
          aria-hidden
          style={{
            width: 14,
            height: 14,
            border: `1px solid ${vars.color.borderStrong}`,
            background: value,
            display: 'inline-block',
          }}
        />
      ) : null}
      <code style={{ fontWeight: value === base ? 400 : 700 }}>{value}</code>
    </span>
  );
}

/**
 * The theme contract as a table generated from the theme packages: every token (as the CSS
 * custom property components style against) with its value in each skin. A value in bold
 * differs from the default skin's.
 */
export function ThemeTokenTable({ group }: { group?: string }) {
  const themes = useAllThemes();
  if (!themes) return <p role="status">Loading themes...</p>;
  const values = themes.map((theme) => new Map(toCssVariables(theme.tokens)));
  const base = values[themes.findIndex((theme) => theme.merchant === 'default')] ?? values[0];
  const names = [...new Set(values.flatMap((map) => [...map.keys()]))].filter(
    (name) => !group || name.startsWith(`--site-${group}-`),
  );
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: 13, width: '100%' }}>
      <caption style={{ textAlign: 'left', padding: '4px 0' }}>
        {names.length} tokens x {themes.length} skins
      </caption>
      <thead>
        <tr>
          <th style={{ ...cell, textAlign: 'left' }} scope="col">
            Token
          </th>
          {themes.map((theme) => (
            <th key={theme.merchant} style={{ ...cell, textAlign: 'left' }} scope="col">
              {theme.merchant}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
              <code>{name}</code>
            </th>
            {themes.map((theme, index) => (
              <td key={theme.merchant} style={cell}>
                <Value value={values[index]?.get(name)} base={base?.get(name)} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
