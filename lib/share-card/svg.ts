/** SVG pieces for the share cards. Every text goes through `escapeXml`: titles and places are typed by people. */
import { FONT_FAMILY, type Weight } from './font-metrics';

const XML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Text safe inside an element or a quoted attribute. Characters XML 1.0 forbids (controls other
 * than tab and newlines, lone surrogates, U+FFFE/FFFF) would make librsvg refuse the whole
 * card, so they are dropped.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML[c]);
}

export interface TextOptions {
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  weight?: Weight;
  fill?: string;
  anchor?: 'start' | 'end';
  opacity?: number;
}

export function svgText(content: string, o: TextOptions): string {
  const attrs = [
    `x="${o.x}"`,
    `y="${o.y}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${o.size}"`,
    o.weight === 'bold' ? 'font-weight="bold"' : '',
    `fill="${o.fill ?? '#fff'}"`,
    o.anchor === 'end' ? 'text-anchor="end"' : '',
    o.opacity !== undefined ? `fill-opacity="${o.opacity}"` : '',
  ].filter(Boolean);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

export const svgDocument = (width: number, height: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>`;
