import * as migration_20261122_004231_initial from './20261122_004231_initial';
import * as migration_20261127_084101_buyer_tools from './20261127_084101_buyer_tools';
import * as migration_20261127_102252_projects from './20261127_102252_projects';
import * as migration_20261127_114548_project_interests from './20261127_114548_project_interests';
import * as migration_20261127_151314_localization from './20261127_151314_localization';
import * as migration_20261127_151355_translation_status from './20261127_151355_translation_status';
import * as migration_20261128_105001_outbox_sale_type from './20261128_105001_outbox_sale_type';
import * as migration_20261128_142148_agents_permits from './20261128_142148_agents_permits';
import * as migration_20261128_172546_locale_parent_index from './20261128_172546_locale_parent_index';
import * as migration_20261128_175709_rent_cheques from './20261128_175709_rent_cheques';
import * as migration_20261129_104911_ru_zh_editions from './20261129_104911_ru_zh_editions';
import * as migration_20261129_140841_alerts from './20261129_140841_alerts';
import * as migration_20261129_192000_alert_notice from './20261129_192000_alert_notice';

export const migrations = [
  {
    up: migration_20261122_004231_initial.up,
    down: migration_20261122_004231_initial.down,
    name: '20261122_004231_initial',
  },
  {
    up: migration_20261127_084101_buyer_tools.up,
    down: migration_20261127_084101_buyer_tools.down,
    name: '20261127_084101_buyer_tools',
  },
  {
    up: migration_20261127_102252_projects.up,
    down: migration_20261127_102252_projects.down,
    name: '20261127_102252_projects',
  },
  {
    up: migration_20261127_114548_project_interests.up,
    down: migration_20261127_114548_project_interests.down,
    name: '20261127_114548_project_interests',
  },
  {
    up: migration_20261127_151314_localization.up,
    down: migration_20261127_151314_localization.down,
    name: '20261127_151314_localization',
  },
  {
    up: migration_20261127_151355_translation_status.up,
    down: migration_20261127_151355_translation_status.down,
    name: '20261127_151355_translation_status',
  },
  {
    up: migration_20261128_105001_outbox_sale_type.up,
    down: migration_20261128_105001_outbox_sale_type.down,
    name: '20261128_105001_outbox_sale_type',
  },
  {
    up: migration_20261128_142148_agents_permits.up,
    down: migration_20261128_142148_agents_permits.down,
    name: '20261128_142148_agents_permits',
  },
  {
    up: migration_20261128_172546_locale_parent_index.up,
    down: migration_20261128_172546_locale_parent_index.down,
    name: '20261128_172546_locale_parent_index',
  },
  {
    up: migration_20261128_175709_rent_cheques.up,
    down: migration_20261128_175709_rent_cheques.down,
    name: '20261128_175709_rent_cheques',
  },
  {
    up: migration_20261129_104911_ru_zh_editions.up,
    down: migration_20261129_104911_ru_zh_editions.down,
    name: '20261129_104911_ru_zh_editions',
  },
  {
    up: migration_20261129_140841_alerts.up,
    down: migration_20261129_140841_alerts.down,
    name: '20261129_140841_alerts',
  },
  {
    up: migration_20261129_192000_alert_notice.up,
    down: migration_20261129_192000_alert_notice.down,
    name: '20261129_192000_alert_notice'
  },
];
