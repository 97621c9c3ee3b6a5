import { describe, expect, it } from 'vitest';
import { isLocalitySlug, localityOf } from './normalise';

// Each row: the ways a dealer might type one place, and the one locality they must give.
const VARIANTS: [slug: string, name: string, spellings: string[]][] = [
  ['bagalur-road', 'Bagalur Road', ['Bagalur Road, Hosur', 'Bagalur Rd', 'bagalur road,hosur', 'BAGALUR RD.', 'Bagaloor Road', '  Bagalur   Road , Hosur ', 'Bagalur Road Hosur', 'Near Bagalur Road, Hosur', 'Nr. Bagalur Rd, Hosur, Tamil Nadu 635109', 'Plot 12, Bagalur Road, Hosur', 'Bagalur Road, Hosur, Krishnagiri District']],
  ['sipcot-phase-1', 'Sipcot Phase 1', ['Sipcot Phase 1, Hosur', 'SIPCOT Phase I, Hosur', 'Sipcot Ph 1', 'sipcot phase-i', 'SIPCOT PHASE 1']],
  ['sipcot-phase-2', 'Sipcot Phase 2', ['Sipcot Phase 2, Hosur', 'SIPCOT Phase II', 'Sipcot Phase-II, Hosur']],
  ['denkanikottai-road', 'Denkanikottai Road', ['Denkanikottai Road, Hosur', 'Denkanikotta Rd, Hosur', 'DENKANIKOTTAI ROAD']],
  ['rayakottai-road', 'Rayakottai Road', ['Rayakottai Road, Hosur', 'Rayakotta Road', 'Rayakottai Rd.']],
  ['zuzuvadi', 'Zuzuvadi', ['Zuzuvadi, Hosur', 'Jujuvadi', 'zuzuwadi, hosur', 'Zuzu Vadi, Hosur']],
  ['thally-road', 'Thally Road', ['Thally Road, Hosur', 'Thalli Road', 'Thali Rd, Hosur']],
  ['mathigiri', 'Mathigiri', ['Mathigiri, Hosur', 'Mathagiri', 'MATHIGIRI, HOSUR']],
  ['shanthi-nagar', 'Shanthi Nagar', ['Shanthi Nagar, Hosur', 'Shanti Nagar', 'Shanthinagar, Hosur']],
  ['chinnaelasagiri', 'Chinnaelasagiri', ['Chinnaelasagiri, Hosur', 'Chinna Elasagiri, Hosur']],
  ['avalapalli', 'Avalapalli', ['Avalapalli, Hosur', 'Avalapally', 'AVALAPALLY, HOSUR']],
  ['bathalapalli', 'Bathalapalli', ['Bathalapalli, Hosur', 'Bathalapally, Hosur']],
  ['krishnagiri-road', 'Krishnagiri Road', ['Krishnagiri Road (NH 44), Hosur', 'Krishnagiri Rd, Hosur', 'Krishnagiri Road']],
  ['kelamangalam-road', 'Kelamangalam Road', ['Kelamangalam Road, Hosur', 'Kelamangalam Rd']],
  ['alasanatham', 'Alasanatham', ['Alasanatham, Hosur', 'Alasandham']],
  ['attibele-border', 'Attibele Border', ['Attibele Border, Hosur']],
  ['mg-road', 'MG Road', ['MG Road, Hosur', 'M.G. Road']],
  ['st-thomas-nagar', 'St Thomas Nagar', ['St. Thomas Nagar, Hosur']],
  ['anna-street', 'Anna Street', ['Anna St, Hosur', 'Anna Street']],
  ['hosur', 'Hosur', ['Hosur', 'Hosur, Tamil Nadu', 'HOSUR 635109']],
  ['krishnagiri', 'Krishnagiri', ['Krishnagiri']],
  ['obrien-layout-co', 'Obrien Layout Co', [`O'Brien <Layout> & Co, Hosur`]],
  ['creme-cafe-lane', 'Creme Cafe Lane', ['Crème Café Lane, Hosur']],
  ['பாகலூர்-சாலை', 'பாகலூர் சாலை', ['பாகலூர் சாலை, ஓசூர்', 'பாகலூர் சாலை']],
];

describe('localityOf', () => {
  for (const [slug, name, spellings] of VARIANTS) {
    it.each(spellings)(`%j is ${slug}`, (spelling) => {
      expect(localityOf(spelling)).toEqual({ slug, name });
    });
  }

  it('keeps different places apart', () => {
    const slugs = ['Bagalur Road', 'Bagalur', 'Sipcot Phase 1', 'Sipcot Phase 2', 'Thally Road', 'Thally'].map((s) => localityOf(s)?.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('gives nothing for text without a letter or digit', () => {
    expect(localityOf('')).toBeNull();
    expect(localityOf(' , - . ')).toBeNull();
  });

  it('makes slugs that isLocalitySlug accepts, and refuses junk', () => {
    for (const [slug] of VARIANTS) expect(isLocalitySlug(slug)).toBe(true);
    for (const junk of ['', 'Bagalur-Road', 'a--b', '-a', 'a/b', 'a b', '%2e%2e', 'x'.repeat(121)]) expect(isLocalitySlug(junk)).toBe(false);
  });
});
