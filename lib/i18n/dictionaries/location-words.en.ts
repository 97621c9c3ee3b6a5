/** The Location section of a listing's page: its map and the distances to landmarks. location-words.ta.ts mirrors it. */
export const locationWordsEn = {
  heading: 'Location',
  map: 'Map showing where {title} is',
  noScript: 'The map needs JavaScript. The pin’s coordinates and a link to OpenStreetMap are below.',
  coordinates: 'Coordinates',
  openMap: 'Open in OpenStreetMap',
  distances: 'Distances as the crow flies',
  distancesNote: 'Measured in a straight line from the pin on the map. By road it is further.',
};
