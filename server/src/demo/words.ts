/** The demo's small built-in word lists: names, places and phrases its people and leads are made of. */

/** A comma-separated list. */
const words = (text: string): readonly string[] => text.split(',').map((word) => word.trim());

/** The staff work from Panama (the business time zone): Spanish first and last names. */
export const STAFF_FIRST_NAMES = words(
  'Ana, Carlos, Daniela, Eduardo, Gabriela, Héctor, Isabel, Javier, Karina, Luis, Mariela, ' +
    'Nicolás, Osvaldo, Paola, Ricardo, Sofía, Tomás, Valeria, Yaneth, Ernesto, Lorena, Andrés, ' +
    'Melissa, Rubén, Itzel, Kevin, Yariela, Abdiel, Dayana, Joel, Marisol, Iván, Rosa, Fernando, ' +
    'Vielka, Diego, Milagros, Omar, Lisbeth, Samuel',
);

export const STAFF_LAST_NAMES = words(
  'González, Rodríguez, Pérez, Castillo, Sánchez, Herrera, Vásquez, Moreno, Batista, Jaén, ' +
    'Quintero, Barría, Samaniego, Cedeño, Pinzón, Ríos, Araúz, Domínguez, Villarreal, Espinosa, ' +
    'Núñez, Saldaña, Tejeira, Córdoba, Guerra, Montenegro, Ortega, Solís',
);

/** The leads' clients rent in the United States. */
export const CLIENT_FIRST_NAMES = words(
  'James, Mary, Robert, Patricia, John, Jennifer, Michael, Linda, David, Elizabeth, William, ' +
    'Barbara, Richard, Susan, Joseph, Jessica, Thomas, Sarah, Christopher, Karen, Charles, Lisa, ' +
    'Daniel, Nancy, Matthew, Sandra, Anthony, Ashley, Mark, Kimberly, Donald, Emily, Steven, Donna, ' +
    'Andrew, Michelle, Joshua, Carol, Kenneth, Amanda, Kevin, Melissa, Brian, Deborah, Tyrone, ' +
    'Keisha, DeShawn, Latoya, Jose, Maria, Luis, Carmen, Juan, Rosa, Miguel, Guadalupe, Wei, Mei, ' +
    'Nguyen, Priya, Rahul, Fatima, Omar, Aisha, Olga, Dmitri, Connor, Brianna, Tanisha, Marcus',
);

export const CLIENT_LAST_NAMES = words(
  'Smith, Johnson, Williams, Brown, Jones, Garcia, Miller, Davis, Rodriguez, Martinez, Hernandez, ' +
    'Lopez, Gonzalez, Wilson, Anderson, Thomas, Taylor, Moore, Jackson, Martin, Lee, Perez, ' +
    'Thompson, White, Harris, Sanchez, Clark, Ramirez, Lewis, Robinson, Walker, Young, Allen, King, ' +
    'Wright, Scott, Torres, Nguyen, Hill, Flores, Green, Adams, Nelson, Baker, Hall, Rivera, ' +
    'Campbell, Mitchell, Carter, Roberts, Patel, Kim, Washington, Brooks, Kowalski, Okafor, Chen, ' +
    'Reyes, Murphy, Cooper',
);

/** US metro areas: their area codes and the first three digits of their ZIP codes. */
export interface Metro {
  city: string;
  state: string;
  areaCodes: readonly string[];
  zip: string;
}

export const METROS: readonly Metro[] = [
  { city: 'Houston', state: 'TX', areaCodes: ['713', '832', '281', '346'], zip: '770' },
  { city: 'Dallas', state: 'TX', areaCodes: ['214', '469', '972'], zip: '752' },
  { city: 'San Antonio', state: 'TX', areaCodes: ['210', '726'], zip: '782' },
  { city: 'Miami', state: 'FL', areaCodes: ['305', '786'], zip: '331' },
  { city: 'Orlando', state: 'FL', areaCodes: ['407', '321'], zip: '328' },
  { city: 'Tampa', state: 'FL', areaCodes: ['813', '656'], zip: '336' },
  { city: 'Atlanta', state: 'GA', areaCodes: ['404', '678', '470'], zip: '303' },
  { city: 'Phoenix', state: 'AZ', areaCodes: ['602', '480', '623'], zip: '850' },
  { city: 'Las Vegas', state: 'NV', areaCodes: ['702', '725'], zip: '891' },
  { city: 'Chicago', state: 'IL', areaCodes: ['312', '773', '872'], zip: '606' },
  { city: 'Charlotte', state: 'NC', areaCodes: ['704', '980'], zip: '282' },
  { city: 'Denver', state: 'CO', areaCodes: ['303', '720'], zip: '802' },
  { city: 'Los Angeles', state: 'CA', areaCodes: ['213', '323', '310'], zip: '900' },
  { city: 'Columbus', state: 'OH', areaCodes: ['614', '380'], zip: '432' },
  { city: 'Nashville', state: 'TN', areaCodes: ['615', '629'], zip: '372' },
  { city: 'Memphis', state: 'TN', areaCodes: ['901'], zip: '381' },
];

export const STREET_NAMES = words(
  'Maple, Oak, Pine, Cedar, Elm, Washington, Lincoln, Park, Lake, Hill, Sunset, Main, Church, ' +
    'Highland, Jefferson, Madison, Franklin, Walnut, Willow, Magnolia, Riverside, Meadow, Forest, ' +
    'Spring, Dogwood, Peachtree, Bayview, Mockingbird, Cypress',
);

export const STREET_TYPES = ['St', 'Ave', 'Blvd', 'Dr', 'Ln', 'Rd', 'Ct', 'Way', 'Pl'] as const;

export const HOME_KINDS = words(
  'Apartment, Townhouse, Duplex, House, Condo, Studio apartment, Mobile home, Garden unit',
);

export const HOME_EXTRAS = words(
  'pets allowed, no pets, washer/dryer in unit, laundry on site, covered parking, fenced yard, ' +
    'utilities included, water included, near bus line, pool access, second floor, ground floor, ' +
    'section 8 welcome, move-in ready, new carpet, central A/C, gated community, garage',
);

export const FACEBOOK_GROUPS = words(
  'houston-rentals-for-rent, dallas-apartments-and-houses, miami-rooms-and-rentals, ' +
    'atlanta-rent-by-owner, phoenix-homes-for-rent, vegas-rentals-no-credit-check, ' +
    'chicago-apartments-for-rent, orlando-rentals, charlotte-houses-for-rent, ' +
    'denver-rentals-community, la-rooms-for-rent, tampa-bay-rentals',
);

/** What a picker tells a lead's creator (at most 100 characters). */
export const PICKER_MESSAGES: readonly string[] = [
  'This number is disconnected, please double-check it',
  'The client says the unit is already rented',
  'Wrong number: the person never posted a rental',
  'Client asked to be called back after 5 pm',
  'The post link does not open, can you send a new one?',
  'The rent in the post is different from the lead',
  'Number goes straight to voicemail',
  'Client only speaks Spanish, thanks for the note',
  'Great lead, the client wants to apply this week',
  'The address looks incomplete: is there an apartment number?',
  'The screenshot shows another number than the lead',
  'Client asked us not to call again',
];

export const CLIENT_EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;
