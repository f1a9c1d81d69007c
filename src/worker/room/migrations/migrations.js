import journal from './meta/_journal.json';
import m0000 from './0000_adopt.sql';
import m0001 from './0001_channels.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001
    }
  }
  