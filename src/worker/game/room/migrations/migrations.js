import journal from './meta/_journal.json';
import m0000 from './0000_adopt.sql';
import m0001 from './0001_channels.sql';
import m0002 from './0002_chat_hooks.sql';
import m0003 from './0003_messages.sql';
import m0004 from './0004_push_subscriptions.sql';
import m0005 from './0005_inbound_mail.sql';

  export default {
    journal,
    migrations: {
      m0000,
m0001,
m0002,
m0003,
m0004,
m0005
    }
  }
  