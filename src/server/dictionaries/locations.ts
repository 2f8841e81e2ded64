/**
 * Locations shipped with the product (UAE): city → locations (communities) → sub-locations. The
 * dictionaries merge them with what the asset's listings use.
 */
export const UAE_CITIES = [
  'Dubai',
  'Abu Dhabi',
  'Sharjah',
  'Ajman',
  'Ras Al Khaimah',
  'Fujairah',
  'Umm Al Quwain',
  'Al Ain',
] as const

export const LOCATIONS: Record<string, Record<string, string[]>> = {
  Dubai: {
    'Dubai Marina': ['Marina Gate', 'Marina Promenade', 'Marina Walk', 'Dubai Marina Towers', 'Princess Tower'],
    'Downtown Dubai': [
      'Burj Khalifa Area',
      'Boulevard Point',
      'Opera District',
      'Burj Vista',
      'The Address Residences',
    ],
    'Palm Jumeirah': ['Shoreline Apartments', 'Golden Mile', 'Frond A', 'Frond G', 'Tiara Residences'],
    'Jumeirah Beach Residence': ['Sadaf', 'Murjan', 'Rimal', 'Bahar', 'Shams'],
    'Jumeirah Lake Towers': ['Cluster A', 'Cluster D', 'Cluster T', 'Cluster X', 'Cluster Y'],
    'Business Bay': ['Executive Towers', 'Bay Square', 'Damac Towers', 'Churchill Towers'],
    'Dubai Hills Estate': ['Park Heights', 'Sidra Villas', 'Maple', 'Collective', 'Golf Place'],
    'Arabian Ranches': ['Alvorada', 'Saheel', 'Mirador', 'Palmera', 'Al Reem'],
    'Jumeirah Village Circle': ['District 10', 'District 12', 'District 15', 'Bloom Towers'],
    'Jumeirah Village Triangle': ['District 1', 'District 4', 'District 7'],
    'Dubai Creek Harbour': ['Creek Horizon', 'Harbour Views', 'Creek Rise', 'Creek Gate'],
    'Emirates Hills': ['Sector E', 'Sector L', 'Sector P'],
    'The Springs': ['Springs 1', 'Springs 4', 'Springs 10', 'Springs 14'],
    'The Meadows': ['Meadows 1', 'Meadows 5', 'Meadows 9'],
    'The Greens': ['Al Ghozlan', 'Al Thayyal', 'Al Dhafrah'],
    'The Views': ['Golf Tower', 'Panorama', 'Travo'],
    DIFC: ['Index Tower', 'Limestone House', 'Park Towers'],
    'Al Barsha': ['Al Barsha 1', 'Al Barsha South', 'Al Barsha Heights'],
    'Mohammed Bin Rashid City': ['District One', 'Sobha Hartland', 'Meydan Avenue'],
    'Dubai South': ['The Pulse', 'Emaar South', 'MAG 5'],
    'Damac Hills': ['Golf Promenade', 'Artesia', 'Carson'],
    'Town Square': ['Safi', 'Hayat', 'Noor'],
    'Al Furjan': ['Murano Residences', 'Azizi Roy Mediterranean', 'Quortaj'],
    'Motor City': ['Uptown Motor City', 'Green Community', 'Dubai Autodrome'],
    Jumeirah: ['Jumeirah 1', 'Jumeirah 2', 'Jumeirah 3'],
    'Umm Suqeim': ['Umm Suqeim 1', 'Umm Suqeim 2', 'Umm Suqeim 3'],
    'Bluewaters Island': ['Bluewaters Residences'],
    'City Walk': ['Building 1', 'Building 8', 'Building 12'],
    'International City': ['China Cluster', 'England Cluster', 'France Cluster'],
    Mirdif: ['Uptown Mirdif', 'Ghoroob'],
  },
  'Abu Dhabi': {
    'Al Reem Island': ['Shams Abu Dhabi', 'Marina Square', 'City of Lights'],
    'Saadiyat Island': ['Saadiyat Beach', 'Mamsha Al Saadiyat', 'Saadiyat Grove'],
    'Yas Island': ['Yas Acres', 'Ansam', "Water's Edge"],
    'Al Raha Beach': ['Al Bandar', 'Al Zeina', 'Al Muneera'],
    'Khalifa City': ['Khalifa City A', 'Khalifa City B'],
    'Al Reef': ['Desert Village', 'Contemporary Village'],
  },
  Sharjah: {
    Aljada: ['Nest', 'Areej Apartments'],
    'Al Majaz': ['Al Majaz 1', 'Al Majaz 3'],
    'Al Khan': ['Al Khan Lagoon'],
    'Tilal City': ['Tilal Al Ghaf'],
  },
  Ajman: {
    'Al Nuaimiya': ['Al Nuaimiya 1', 'Al Nuaimiya 2'],
    'Emirates City': ['Paradise Lakes'],
  },
  'Ras Al Khaimah': {
    'Al Marjan Island': ['Pacific', 'Bab Al Bahr'],
    'Al Hamra Village': ['Royal Breeze', 'Golf Apartments'],
  },
}

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
/** Whether a name is the one asked for (any case, or the same slug); nothing asked for matches all. */
export const same = (a: string | null | undefined, b: string | undefined) =>
  !b || (!!a && (a.toLowerCase() === b.toLowerCase() || slugify(a) === slugify(b)))
/** slugify in SQL, over a text column. */
export const SLUG_SQL = (column: string) =>
  `trim(both '-' from regexp_replace(lower(${column}), '[^a-z0-9]+', '-', 'g'))`
