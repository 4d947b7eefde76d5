import { PGlite } from '@electric-sql/pglite';
const db = new PGlite();
await db.query('select 1');
let t=Date.now(); const r = await db.query(`select count(*) from pg_timezone_names`); console.log(r.rows, Date.now()-t,'ms');
t=Date.now(); await db.query(`select count(*) from pg_timezone_names`); console.log(Date.now()-t,'ms');
try { await db.query(`select now() at time zone 'Mars/Olympus'`);} catch(e){console.log('err',e.message)}
