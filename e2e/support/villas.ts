import { type APIRequestContext, expect } from '@playwright/test';

export interface TestVilla {
  title: string;
  lakhs: number;
  bedrooms: number | string;
  description: string;
  features?: string[];
  /** More form fields (a pin's lat and lng). */
  more?: Record<string, string>;
}

/** Creates a villa on Bagalur Road through the API (signed in on `api`) and answers its id. */
export async function createVilla(api: APIRequestContext, photo: Buffer, v: TestVilla): Promise<string> {
  const response = await api.post('/api/villas', {
    multipart: {
      title: v.title,
      location: 'Bagalur Road, Hosur',
      price: String(v.lakhs * 100_000),
      area: '1,500',
      buildingarea: '1,200',
      bedrooms: String(v.bedrooms),
      description: v.description,
      features: JSON.stringify(v.features ?? []),
      amenities: JSON.stringify([]),
      ...v.more,
      mainImage: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}
