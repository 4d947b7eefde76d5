// The demo area's public face (decision 130): what other areas, the app, the seed and the CLI may
// call; they import it from here, never from the area's files.
// Offers: ordering a demo school.
// Uses: no other area.

export { createDemoOrder } from './demo.repository.js';
export { orderDemo } from './demo.service.js';
