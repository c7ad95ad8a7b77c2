import * as migration_20261122_004213_initial from './20261122_004213_initial';
import * as migration_20261127_084055_buyer_tools from './20261127_084055_buyer_tools';
import * as migration_20261127_102237_projects from './20261127_102237_projects';
import * as migration_20261127_114541_project_interests from './20261127_114541_project_interests';
import * as migration_20261127_151304_localization from './20261127_151304_localization';
import * as migration_20261127_151338_translation_status from './20261127_151338_translation_status';
import * as migration_20261128_104954_outbox_sale_type from './20261128_104954_outbox_sale_type';
import * as migration_20261128_142143_agents_permits from './20261128_142143_agents_permits';
import * as migration_20261128_172539_locale_parent_index from './20261128_172539_locale_parent_index';
import * as migration_20261128_175643_rent_cheques from './20261128_175643_rent_cheques';
import * as migration_20261129_104906_ru_zh_editions from './20261129_104906_ru_zh_editions';
import * as migration_20261129_140821_alerts from './20261129_140821_alerts';

export const migrations = [
  {
    up: migration_20261122_004213_initial.up,
    down: migration_20261122_004213_initial.down,
    name: '20261122_004213_initial',
  },
  {
    up: migration_20261127_084055_buyer_tools.up,
    down: migration_20261127_084055_buyer_tools.down,
    name: '20261127_084055_buyer_tools',
  },
  {
    up: migration_20261127_102237_projects.up,
    down: migration_20261127_102237_projects.down,
    name: '20261127_102237_projects',
  },
  {
    up: migration_20261127_114541_project_interests.up,
    down: migration_20261127_114541_project_interests.down,
    name: '20261127_114541_project_interests',
  },
  {
    up: migration_20261127_151304_localization.up,
    down: migration_20261127_151304_localization.down,
    name: '20261127_151304_localization',
  },
  {
    up: migration_20261127_151338_translation_status.up,
    down: migration_20261127_151338_translation_status.down,
    name: '20261127_151338_translation_status',
  },
  {
    up: migration_20261128_104954_outbox_sale_type.up,
    down: migration_20261128_104954_outbox_sale_type.down,
    name: '20261128_104954_outbox_sale_type',
  },
  {
    up: migration_20261128_142143_agents_permits.up,
    down: migration_20261128_142143_agents_permits.down,
    name: '20261128_142143_agents_permits',
  },
  {
    up: migration_20261128_172539_locale_parent_index.up,
    down: migration_20261128_172539_locale_parent_index.down,
    name: '20261128_172539_locale_parent_index',
  },
  {
    up: migration_20261128_175643_rent_cheques.up,
    down: migration_20261128_175643_rent_cheques.down,
    name: '20261128_175643_rent_cheques',
  },
  {
    up: migration_20261129_104906_ru_zh_editions.up,
    down: migration_20261129_104906_ru_zh_editions.down,
    name: '20261129_104906_ru_zh_editions',
  },
  {
    up: migration_20261129_140821_alerts.up,
    down: migration_20261129_140821_alerts.down,
    name: '20261129_140821_alerts'
  },
];
