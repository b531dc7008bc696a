import type { Exchange } from '../exchange.ts';

/**
 * A shell script that replays `exchanges` against the same server: values a request took from an
 * earlier answer (tokens, ids) are read from that answer when the script runs (with Node, which
 * the kit needs anyway), and the run's unique suffix in names becomes a fresh one, so the script
 * can be run again and again.
 */
export function curlScript(
  exchanges: Exchange[],
  runId: string,
  baseUrl: string,
  about: string[],
): string {
  const learnt = new Map<string, string>();
  const lines = [
    '#!/bin/sh',
    ...about.map((line) => `# ${line}`),
    'set -u',
    `BASE='${baseUrl.replace(/\/$/, '')}'`,
    `RUN=$(node -p "Math.random().toString(36).slice(2, ${2 + runId.length})")`,
    '# pick <json path>: a field of the last answer.',
    `pick() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(process.argv[1].split(".").reduce((v,k)=>v?.[k],JSON.parse(s))))' "$1"; }`,
  ];
  const substitute = (text: string) => {
    let out = text.replaceAll(runId, `'"$RUN"'`);
    // Longest first: a token may contain a shorter value (an id) by chance.
    for (const [value, name] of [...learnt].sort(([a], [b]) => b.length - a.length)) {
      // A number only where a value stands (`"user_id":12`, `thread_id=12`), not inside text.
      out = /^\d+$/.test(value)
        ? out.replace(new RegExp(`(?<=[:=])${value}(?!\\d)`, 'g'), `'"$${name}"'`)
        : out.replaceAll(value, `'"$${name}"'`);
    }
    return out;
  };
  exchanges.forEach((exchange, index) => {
    const url = new URL(exchange.url);
    const headers = Object.entries(exchange.requestHeaders)
      .map(([name, value]) => ` -H '${substitute(`${name}: ${value}`)}'`)
      .join('');
    const body =
      exchange.requestBody === undefined ? '' : ` -d '${substitute(exchange.requestBody)}'`;
    const target = `'"$BASE"'${substitute(`${url.pathname}${url.search}`)}`;
    lines.push(
      '',
      `# ${index + 1}. ${exchange.step} (answered ${exchange.status}, expected ${[exchange.expect.status].flat().join('|')})`,
      `R${index}=$(curl -s -X ${exchange.method} '${target}'${headers}${body})`,
      `echo "$R${index}"`,
    );
    for (const [path, value] of valuesOf(exchange.body)) {
      if (learnt.has(value) || value.length < 3) continue;
      const name = `V${learnt.size}`;
      learnt.set(value, name);
      lines.push(`${name}=$(echo "$R${index}" | pick ${path})`);
    }
  });
  return `${lines.join('\n')}\n`;
}

/** Tokens and ids an answer gives: the values later requests may carry. */
function valuesOf(body: unknown): [string, string][] {
  if (typeof body !== 'object' || body === null) return [];
  const found: [string, string][] = [];
  const walk = (node: unknown, path: string[]) => {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (/^(id|user_id|access_token|refresh_token)$/.test(key) && typeof value !== 'object') {
        found.push([[...path, key].join('.'), String(value)]);
      } else if (key === 'tokens') walk(value, [...path, key]);
    }
  };
  walk(body, []);
  return found;
}
