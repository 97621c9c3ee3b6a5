import { describe, it, expect } from 'vitest';
import { KINDS, type KindId, messages, validateListing } from './kinds';

type Raw = Record<string, unknown>;

/** The smallest input each kind accepts: only the required fields that have no default. */
const BASE: Record<KindId, Raw> = {
  villa: {
    title: '3 BHK villa on Bagalur Road',
    price: '85,00,000',
    location: 'Bagalur Road, Hosur',
    area: '2,400',
    buildingarea: '1,850',
    bedrooms: '3',
    description: 'A bright villa with a garden.',
  },
  plot: {
    title: 'DTCP approved plot near Sipcot',
    price: '18,00,000',
    location: 'Sipcot Phase 2, Hosur',
    area: '1,200 sq ft',
    description: 'Corner plot with clear title.',
  },
  home: {
    title: '2 BHK house in Mathigiri',
    price: '65,00,000',
    location: 'Mathigiri, Hosur',
    area: '1,500',
    buildingarea: '1,200',
    description: 'An independent house close to schools.',
  },
};

const ALL: KindId[] = ['villa', 'plot', 'home'];

function check(kind: KindId, extra: Raw = {}) {
  return validateListing(KINDS[kind], { ...BASE[kind], ...extra });
}

function accepted(kind: KindId, extra: Raw = {}) {
  const result = check(kind, extra);
  if (!result.ok) throw new Error(`expected ${kind} ${JSON.stringify(extra)} to pass: ${result.message} ${JSON.stringify(result.errors)}`);
  return result.values as unknown as Record<string, unknown>;
}

/** Asserts that exactly `field` failed, that its reason names `label`, and that `message` names `label`. */
function rejected(kind: KindId, field: string, extra: Raw, label: string) {
  const result = check(kind, extra);
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error('unreachable');
  expect(Object.keys(result.errors)).toEqual([field]);
  expect(result.errors[field]).toContain(label);
  expect(result.message).toContain(label);
  return result;
}

const BLANKS: unknown[] = ['', '   ', undefined, null];

describe('the base inputs', () => {
  it.each(ALL)('%s base input is valid', (kind) => {
    expect(check(kind).ok).toBe(true);
  });

  it.each(ALL)('%s values hold exactly the kind fields, never unknown raw keys', (kind) => {
    const values = accepted(kind, { bogus: 'x', _id: 'abc', mainImage: '/uploads/a.jpg' });
    expect(Object.keys(values).sort()).toEqual(KINDS[kind].fields.map((f) => f.name).sort());
  });
});

describe('required fields (SPEC §5)', () => {
  const REQUIRED: Record<KindId, [string, string][]> = {
    villa: [
      ['title', 'Title'],
      ['price', 'Price'],
      ['location', 'Location'],
      ['area', 'Total Area'],
      ['buildingarea', 'Building Area'],
      ['bedrooms', 'Bedrooms'],
      ['description', 'Description'],
    ],
    plot: [
      ['title', 'Title'],
      ['price', 'Price'],
      ['location', 'Location'],
      ['area', 'Plot Area'],
      ['description', 'Description'],
    ],
    home: [
      ['title', 'Title'],
      ['price', 'Price'],
      ['location', 'Location'],
      ['area', 'Total Area'],
      ['buildingarea', 'Building Area'],
      ['description', 'Description'],
    ],
  };

  for (const kind of ALL) {
    describe(kind, () => {
      for (const [field, label] of REQUIRED[kind]) {
        it.each(BLANKS)(`blank ${field} (%j) is an error naming '${label}'`, (blank) => {
          const result = rejected(kind, field, { [field]: blank }, label);
          expect(result.errors[field]).toMatch(/required/);
          expect(result.message).toMatch(/^Please correct: /);
        });
      }

      it('omitting everything lists every required label in form order', () => {
        const result = validateListing(KINDS[kind], {});
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(Object.keys(result.errors).sort()).toEqual(REQUIRED[kind].map(([f]) => f).sort());
        const message = result.message;
        for (const [, label] of REQUIRED[kind]) expect(message).toContain(label);
      });
    });
  }

  it('the message names several failing labels at once', () => {
    const result = check('villa', { title: '', price: 'abc' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe('Please correct: Title, Price (₹).');
  });

  it('home bedrooms and villa/home bathrooms are optional', () => {
    expect(accepted('home', { bedrooms: '' }).bedrooms).toBeNull();
    expect(accepted('home', { bathrooms: '' }).bathrooms).toBeNull();
    expect(accepted('villa', { bathrooms: undefined }).bathrooms).toBeNull();
  });

  it('plot type and plotType are required but blank takes the default', () => {
    const values = accepted('plot', { type: '', plotType: '  ' });
    expect(values.type).toBe('Residential');
    expect(values.plotType).toBe('Regular');
  });

  it('home property type is required but blank takes the default', () => {
    expect(accepted('home', { type: '' }).type).toBe('Villa');
  });

  it.each(ALL)('%s optional detail fields are null when blank', (kind) => {
    const values = accepted(kind, { project: '', transactionType: '', ownershipType: '', bookingAmount: '' });
    expect(values.project).toBeNull();
    expect(values.transactionType).toBeNull();
    expect(values.ownershipType).toBeNull();
    expect(values.bookingAmount).toBeNull();
  });
});

describe('defaults when blank (SPEC §3)', () => {
  const DEFAULTS: Record<KindId, Raw> = {
    villa: { status: 'Ready to Move', furnished: 'Semi-Furnished', facing: 'East' },
    home: { type: 'Villa', status: 'Ready to Move', floorNumber: 'Ground Floor' },
    plot: { type: 'Residential', facing: 'East', plotType: 'Regular', status: 'Available' },
  };

  for (const kind of ALL) {
    for (const [field, expected] of Object.entries(DEFAULTS[kind])) {
      it.each(BLANKS)(`${kind} ${field} blank (%j) becomes '${expected}'`, (blank) => {
        expect(accepted(kind, { [field]: blank })[field]).toBe(expected);
      });
    }
  }

  it('the defaults apply when the fields are simply absent', () => {
    expect(accepted('villa')).toMatchObject(DEFAULTS.villa);
    expect(accepted('home')).toMatchObject(DEFAULTS.home);
    expect(accepted('plot')).toMatchObject(DEFAULTS.plot);
  });

  it('home furnishing and facing also fall back (Semi-Furnished, East)', () => {
    expect(accepted('home')).toMatchObject({ furnishing: 'Semi-Furnished', facing: 'East' });
  });

  it('a villa floor left blank is none (no default)', () => {
    expect(accepted('villa').floor).toBeNull();
    expect(accepted('plot').floor).toBeNull();
  });
});

describe('option lists (SPEC §3) and status values (SPEC §4)', () => {
  const FACING_8 = ['East', 'West', 'North', 'South', 'North-East', 'North-West', 'South-East', 'South-West'];
  const FACING_4 = ['East', 'West', 'North', 'South'];
  const FURNISHING = ['Fully Furnished', 'Semi-Furnished', 'Unfurnished'];
  const TRANSACTION_BUILT = ['Sale', 'Rent', 'Lease', 'PG'];
  const OWNERSHIP_BUILT = ['Freehold', 'Leasehold', 'Co-operative Society', 'Power of Attorney'];

  // kind, field, every allowed stored value, near-misses that must be rejected
  const LISTS: [KindId, string, string[], unknown[]][] = [
    ['villa', 'bedrooms', ['1', '2', '3', '4', '5'], ['0', '6', '5+', '5+ BHK', '3 BHK', '2.5', 'three']],
    ['home', 'bedrooms', ['1', '2', '3', '4', '5'], ['0', '6', '5+', '5+ BHK']],
    ['villa', 'bathrooms', ['1', '2', '3', '4'], ['0', '5', '4+']],
    ['home', 'bathrooms', ['1', '2', '3', '4'], ['0', '5', '4+']],
    ['villa', 'furnished', FURNISHING, ['Semi Furnished', 'semi-furnished', 'Furnished', 'Fully-Furnished']],
    ['home', 'furnishing', FURNISHING, ['Semi Furnished', 'Furnished']],
    ['villa', 'facing', FACING_8, ['NorthEast', 'North East', 'east', 'N']],
    ['home', 'facing', FACING_8, ['NorthEast', 'north-west']],
    ['plot', 'facing', FACING_4, ['North-East', 'North-West', 'South-East', 'South-West', 'east']],
    ['villa', 'transactionType', TRANSACTION_BUILT, ['Resale', 'New', 'sale', 'Buy']],
    ['home', 'transactionType', TRANSACTION_BUILT, ['Resale', 'New', 'pg']],
    ['plot', 'transactionType', ['Resale', 'New', 'Rent'], ['Sale', 'Lease', 'PG', 'resale']],
    ['villa', 'ownershipType', OWNERSHIP_BUILT, ['FreeHold', 'freehold', 'Cooperative Society']],
    ['home', 'ownershipType', OWNERSHIP_BUILT, ['FreeHold', 'Power Of Attorney']],
    ['plot', 'ownershipType', ['FreeHold', 'Leasehold', 'Co-operative Society'], ['Freehold', 'freehold', 'Power of Attorney']],
    ['home', 'type', ['Villa', 'Independent House', 'Apartment', 'Beach Villa', 'Hill Bungalow'], ['House', 'villa', 'Bungalow']],
    ['plot', 'type', ['Residential', 'Commercial', 'Industrial', 'Agricultural'], ['Regular', 'residential', 'Farm']],
    ['plot', 'plotType', ['Regular', 'Corner', 'Lake Facing', 'Industrial'], ['Residential', 'Lake-Facing', 'corner']],
    ['home', 'floorNumber', ['Ground Floor', 'G+1', 'G+2', 'G+3', 'G+4', 'G+5', 'G+5+'], ['G+6', 'G+0', 'Ground', '1st Floor']],
    ['villa', 'floor', ['G+1', 'G+2', 'G+3', 'G+4', 'G+5', 'G+6'], ['G+7', 'G+5+', 'Ground Floor', 'g+1']],
    [
      'plot',
      'floor',
      ['Ground Floor', '1st Floor', '2nd Floor', '3rd Floor', '4th Floor', '5+ Floor'],
      ['5th Floor', 'G+1', 'Ground'],
    ],
    // SPEC §4, and issue 13's Under Offer, Reserved and Sold on every kind
    [
      'villa',
      'status',
      ['Ready to Move', 'Under Construction', 'Furnished', 'Holiday Home', 'Under Offer', 'Reserved', 'Sold'],
      ['Available', 'New Construction', 'sold'],
    ],
    [
      'home',
      'status',
      ['Ready to Move', 'New Construction', 'Furnished', 'Holiday Home', 'Under Negotiation', 'Under Offer', 'Reserved', 'Sold'],
      ['Under Construction', 'Available', 'ready to move'],
    ],
    ['plot', 'status', ['Available', 'Under Offer', 'Reserved', 'Sold'], ['Ready to Move', 'available', 'Booked']],
  ];

  for (const [kind, field, allowed, misses] of LISTS) {
    const def = KINDS[kind].fields.find((f) => f.name === field);

    it(`${kind} ${field} offers exactly ${JSON.stringify(allowed)}`, () => {
      expect(def?.options?.map((o) => o.value)).toEqual(allowed);
    });

    it.each(allowed)(`${kind} ${field} accepts %j`, (value) => {
      const expected = field === 'bedrooms' || field === 'bathrooms' ? Number(value) : value;
      expect(accepted(kind, { [field]: value })[field]).toBe(expected);
    });

    it.each(misses)(`${kind} ${field} rejects %j`, (value) => {
      const result = rejected(kind, field, { [field]: value }, def!.label);
      expect(result.errors[field]).toContain('must be one of');
    });
  }

  it('bedrooms are stored as numbers', () => {
    expect(accepted('villa', { bedrooms: '5' }).bedrooms).toBe(5);
    expect(accepted('villa', { bedrooms: 2 }).bedrooms).toBe(2);
    expect(accepted('home', { bedrooms: '5' }).bedrooms).toBe(5);
    expect(accepted('villa', { bathrooms: '4' }).bathrooms).toBe(4);
    expect(accepted('home', { bathrooms: 4 }).bathrooms).toBe(4);
  });

  it('bedroom 5 is labelled 5+ BHK and bathroom 4 is labelled 4+', () => {
    const villa = KINDS.villa.fields;
    expect(villa.find((f) => f.name === 'bedrooms')?.options?.find((o) => o.value === '5')?.label).toBe('5+ BHK');
    expect(villa.find((f) => f.name === 'bathrooms')?.options?.find((o) => o.value === '4')?.label).toBe('4+');
  });

  it("home floor 'G+5+' is labelled G+6", () => {
    const floor = KINDS.home.fields.find((f) => f.name === 'floorNumber');
    expect(floor?.options?.find((o) => o.value === 'G+5+')?.label).toBe('G+6');
  });

  it('select values are trimmed before matching', () => {
    expect(accepted('plot', { facing: '  North ' }).facing).toBe('North');
  });

  it('villas have no home-only or plot-only fields, and vice versa', () => {
    const names = (k: KindId) => KINDS[k].fields.map((f) => f.name);
    expect(names('villa')).not.toContain('approvals');
    expect(names('villa')).not.toContain('floorNumber');
    expect(names('villa')).toContain('furnished');
    expect(names('home')).toContain('furnishing');
    expect(names('home')).not.toContain('furnished');
    expect(names('plot')).not.toContain('bedrooms');
  });
});

describe('prices', () => {
  it.each([
    ['₹ 45,00,000', 4500000],
    ['45,00,000', 4500000],
    ['45 L', 4500000],
    ['1.2 Cr', 12000000],
    [4500000, 4500000],
    ['Rs. 85 L', 8500000],
  ])('%j → %d for every kind', (input, expected) => {
    for (const kind of ALL) expect(accepted(kind, { price: input }).price).toBe(expected);
  });

  it.each(ALL)("%s: 'Price on request' is accepted as no price (null)", (kind) => {
    expect(accepted(kind, { price: 'Price on request' }).price).toBeNull();
  });

  it.each(['abc', '12 apples', '-45,00,000', true, { amount: 1 }])("price %j is an error naming 'Price'", (input) => {
    for (const kind of ALL) {
      const result = rejected(kind, 'price', { price: input }, 'Price');
      expect(result.errors.price).toMatch(/^Price \(₹\) must be an amount in rupees/);
    }
  });

  it.each(ALL)('%s bookingAmount parses the same way and is optional', (kind) => {
    expect(accepted(kind, { bookingAmount: '₹ 1,00,000' }).bookingAmount).toBe(100000);
    expect(accepted(kind, { bookingAmount: '2 L' }).bookingAmount).toBe(200000);
    expect(accepted(kind, { bookingAmount: 50000 }).bookingAmount).toBe(50000);
    expect(accepted(kind, { bookingAmount: 'Price on request' }).bookingAmount).toBeNull();
    expect(accepted(kind, {}).bookingAmount).toBeNull();
    const result = rejected(kind, 'bookingAmount', { bookingAmount: 'abc' }, 'Booking Amount');
    expect(result.errors.bookingAmount).toContain('must be an amount in rupees');
  });
});

describe('areas', () => {
  it.each([
    ['1,200 sq ft', { value: 1200, unit: 'sq.ft', sqft: 1200 }],
    ['1200', { value: 1200, unit: 'sq.ft', sqft: 1200 }],
    [1200, { value: 1200, unit: 'sq.ft', sqft: 1200 }],
    ['5 cents', { value: 5, unit: 'cents', sqft: 2178 }],
    ['2 grounds', { value: 2, unit: 'grounds', sqft: 4800 }],
    ['1.5 acres', { value: 1.5, unit: 'acres', sqft: 65340 }],
    ['10 sq m', { value: 10, unit: 'sq.m', sqft: 107.64 }],
  ])('area %j → %j', (input, expected) => {
    for (const kind of ALL) expect(accepted(kind, { area: input }).area).toEqual(expected);
  });

  it.each(['villa', 'home'] as const)('%s buildingarea parses the same way', (kind) => {
    expect(accepted(kind, { buildingarea: '1,850' }).buildingarea).toEqual({ value: 1850, unit: 'sq.ft', sqft: 1850 });
    expect(accepted(kind, { buildingarea: '10 sq m' }).buildingarea).toEqual({ value: 10, unit: 'sq.m', sqft: 107.64 });
  });

  it.each(['abc', '30x40', '1200 hectares', '0', '-5 cents', true])('garbage area %j is rejected naming the label', (input) => {
    rejected('villa', 'area', { area: input }, 'Total Area');
    rejected('home', 'area', { area: input }, 'Total Area');
    rejected('plot', 'area', { area: input }, 'Plot Area');
    rejected('villa', 'buildingarea', { buildingarea: input }, 'Building Area');
    rejected('home', 'buildingarea', { buildingarea: input }, 'Building Area');
  });
});

describe('home yearBuilt', () => {
  const thisYear = new Date().getFullYear();

  it.each([1990, '1990', 2000, ' 2010 ', thisYear, String(thisYear)])('accepts %j', (input) => {
    expect(accepted('home', { yearBuilt: input }).yearBuilt).toBe(Number(String(input).trim()));
  });

  it('is optional', () => {
    expect(accepted('home', { yearBuilt: '' }).yearBuilt).toBeNull();
    expect(accepted('home').yearBuilt).toBeNull();
  });

  it.each([1989, '1989', thisYear + 1, String(thisYear + 1), '20x5', '199', '02000', 1995.5, '1995.0', 'abcd'])(
    'rejects %j naming Year Built',
    (input) => {
      rejected('home', 'yearBuilt', { yearBuilt: input }, 'Year Built');
    },
  );

  it('only homes have yearBuilt', () => {
    expect(accepted('villa', { yearBuilt: 1800 })).not.toHaveProperty('yearBuilt');
    expect(accepted('plot', { yearBuilt: 1800 })).not.toHaveProperty('yearBuilt');
  });
});

describe('lists: features, amenities, approvals', () => {
  const LIST_FIELDS: [KindId, string, string][] = [
    ['villa', 'features', 'Key Features'],
    ['villa', 'amenities', 'Amenities'],
    ['plot', 'features', 'Key Features'],
    ['plot', 'amenities', 'Amenities'],
    ['plot', 'approvals', 'Approvals'],
    ['home', 'features', 'Key Features'],
    ['home', 'amenities', 'Amenities'],
    ['home', 'approvals', 'Approvals'],
  ];

  for (const [kind, field, label] of LIST_FIELDS) {
    describe(`${kind} ${field}`, () => {
      it('reads JSON list text and drops blank entries', () => {
        expect(accepted(kind, { [field]: '["Gym", "", "  ", " Pool "]' })[field]).toEqual(['Gym', 'Pool']);
      });

      it('reads arrays and drops blank entries', () => {
        expect(accepted(kind, { [field]: ['Gym', '', ' Pool ', '   '] })[field]).toEqual(['Gym', 'Pool']);
      });

      it('reads a single string as one entry', () => {
        expect(accepted(kind, { [field]: ' Gated community ' })[field]).toEqual(['Gated community']);
      });

      it('is an empty list when blank or absent', () => {
        expect(accepted(kind, { [field]: '' })[field]).toEqual([]);
        expect(accepted(kind, { [field]: '[]' })[field]).toEqual([]);
        expect(accepted(kind, { [field]: [] })[field]).toEqual([]);
        expect(accepted(kind)[field]).toEqual([]);
      });

      it('rejects bad JSON naming the label', () => {
        rejected(kind, field, { [field]: '["Gym", ' }, label);
      });

      it('rejects entries that are not text', () => {
        rejected(kind, field, { [field]: '["Gym", 3]' }, label);
        rejected(kind, field, { [field]: [1, 2] }, label);
        rejected(kind, field, { [field]: '[{"a":1}]' }, label);
        rejected(kind, field, { [field]: 42 }, label);
      });

      it('accepts 50 entries and rejects 51', () => {
        const items = (n: number) => Array.from({ length: n }, (_, i) => `Item ${i + 1}`);
        expect(accepted(kind, { [field]: items(50) })[field]).toHaveLength(50);
        expect(accepted(kind, { [field]: JSON.stringify(items(50)) })[field]).toHaveLength(50);
        const result = rejected(kind, field, { [field]: items(51) }, label);
        expect(result.errors[field]).toContain('50');
        rejected(kind, field, { [field]: JSON.stringify(items(51)) }, label);
      });

      it('counts only the kept entries (blanks do not count)', () => {
        const items = [...Array.from({ length: 50 }, (_, i) => `Item ${i}`), '', ' ', ''];
        expect(accepted(kind, { [field]: items })[field]).toHaveLength(50);
      });

      it('accepts an entry of 200 characters and rejects one of 201', () => {
        expect(accepted(kind, { [field]: ['x'.repeat(200)] })[field]).toEqual(['x'.repeat(200)]);
        expect(accepted(kind, { [field]: [`  ${'x'.repeat(200)}  `] })[field]).toEqual(['x'.repeat(200)]);
        const result = rejected(kind, field, { [field]: ['ok', 'x'.repeat(201)] }, label);
        expect(result.errors[field]).toContain('200');
        rejected(kind, field, { [field]: 'x'.repeat(201) }, label);
      });
    });
  }

  it('approvals are ignored for villas (not in values, even when given)', () => {
    const values = accepted('villa', { approvals: '["DTCP", "RERA"]' });
    expect(values).not.toHaveProperty('approvals');
    // Even a malformed approvals entry is not a villa error.
    expect(check('villa', { approvals: '[oops' }).ok).toBe(true);
  });
});

describe('text fields', () => {
  it.each(ALL)('%s title: 200 characters accepted, 201 rejected', (kind) => {
    expect(accepted(kind, { title: 't'.repeat(200) }).title).toBe('t'.repeat(200));
    const result = rejected(kind, 'title', { title: 't'.repeat(201) }, 'Title');
    expect(result.errors.title).toContain('200');
  });

  it.each(ALL)('%s location: 201 characters rejected', (kind) => {
    rejected(kind, 'location', { location: 'l'.repeat(201) }, 'Location');
  });

  it.each(ALL)('%s description: 10,000 characters accepted, 10,001 rejected', (kind) => {
    expect(accepted(kind, { description: 'd'.repeat(10_000) }).description).toHaveLength(10_000);
    const result = rejected(kind, 'description', { description: 'd'.repeat(10_001) }, 'Description');
    expect(result.errors.description).toContain('10000');
  });

  it.each(ALL)('%s: the length limit applies after trimming', (kind) => {
    expect(accepted(kind, { title: `   ${'t'.repeat(200)}   ` }).title).toBe('t'.repeat(200));
  });

  it.each(ALL)('%s: surrounding spaces are trimmed', (kind) => {
    const values = accepted(kind, {
      title: '  Nice place  ',
      location: '\tHosur \n',
      description: '  Lovely.\nQuiet.  ',
      project: '  Green Acres ',
    });
    expect(values.title).toBe('Nice place');
    expect(values.location).toBe('Hosur');
    expect(values.description).toBe('Lovely.\nQuiet.');
    expect(values.project).toBe('Green Acres');
  });

  it.each(ALL)('%s: a number is accepted as text', (kind) => {
    const values = accepted(kind, { title: 12345, project: 7 });
    expect(values.title).toBe('12345');
    expect(values.project).toBe('7');
  });

  it.each(ALL)('%s: a non-text value is rejected naming the label', (kind) => {
    const result = rejected(kind, 'title', { title: ['a', 'b'] }, 'Title');
    expect(result.errors.title).toBe('Title must be text');
    rejected(kind, 'location', { location: { city: 'Hosur' } }, 'Location');
    rejected(kind, 'description', { description: true }, 'Description');
  });

  it('project is optional and capped at 200', () => {
    expect(accepted('plot', { project: '' }).project).toBeNull();
    rejected('plot', 'project', { project: 'p'.repeat(201) }, 'Project');
  });
});

describe('messages(kind)', () => {
  it('builds the SPEC §8 texts', () => {
    expect(messages(KINDS.villa).added).toBe('Villa added successfully!');
    expect(messages(KINDS.plot).updated).toBe('Plot updated successfully!');
    expect(messages(KINDS.home).notFound).toBe('Home not found.');
    expect(messages(KINDS.plot).deleted).toBe('Plot deleted successfully!');
    expect(messages(KINDS.villa).deleted).toBe('Villa deleted successfully!');
    expect(messages(KINDS.home).added).toBe('Home added successfully!');
    expect(messages(KINDS.home).updated).toBe('Home updated successfully!');
    expect(messages(KINDS.villa).notFound).toBe('Villa not found.');
    expect(messages(KINDS.plot).notFound).toBe('Plot not found.');
  });
});

describe('select fields refuse values that are not text', () => {
  it('rejects a list or a boolean instead of silently using the default', () => {
    const result = validateListing(KINDS.villa, { facing: ['West'], bathrooms: true });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.facing).toMatch(/^Facing must be one of/);
    expect(result.errors.bathrooms).toMatch(/^Bathrooms must be one of/);
  });
});


describe('area units (issue 13): a number with a unit select beside each area field', () => {
  it('stores the entered unit and the sq.ft equivalent', () => {
    expect(accepted('plot', { area: '2.5', areaUnit: 'cents' }).area).toEqual({ value: 2.5, unit: 'cents', sqft: 1089 });
    expect(accepted('villa', { area: '1', areaUnit: 'grounds', buildingarea: '150', buildingareaUnit: 'sq.m' })).toMatchObject({
      area: { value: 1, unit: 'grounds', sqft: 2400 },
      buildingarea: { value: 150, unit: 'sq.m', sqft: 1614.59 },
    });
    expect(accepted('home', { area: '1,200', areaUnit: 'sq.ft' }).area).toEqual({ value: 1200, unit: 'sq.ft', sqft: 1200 });
  });

  it('an unknown unit is an error on the area field, naming it and the units', () => {
    const result = rejected('plot', 'area', { area: '5', areaUnit: 'hectares' }, 'Plot Area');
    expect(result.errors.area).toBe('Plot Area unit must be one of: sq.ft, sq.m, cents, grounds, acres');
  });

  it('a building area is in sq.ft or sq.m only', () => {
    const result = rejected('villa', 'buildingarea', { buildingarea: '5', buildingareaUnit: 'cents' }, 'Building Area');
    expect(result.errors.buildingarea).toBe('Building Area unit must be one of: sq.ft, sq.m');
  });

  it('a negative area is an error naming the field', () => {
    const result = rejected('plot', 'area', { area: '-5', areaUnit: 'cents' }, 'Plot Area');
    expect(result.errors.area).toMatch(/^Plot Area must be a size/);
  });

  it('a blank number is required whatever the unit', () => {
    expect(rejected('plot', 'area', { area: '', areaUnit: 'cents' }, 'Plot Area').errors.area).toBe('Plot Area is required');
  });
});
