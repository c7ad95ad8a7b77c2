import { TranslationStatusCell as TranslationStatusCell_92e8d58be2339e334db007dbca348033 } from '../../../components/admin/list-cells.client'
import { TranslationStatusField as TranslationStatusField_dfeed58eae51d08a907198b89ae61e0f } from '../../../components/admin/translation-status-field.client'
import { YesNoCell as YesNoCell_92e8d58be2339e334db007dbca348033 } from '../../../components/admin/list-cells.client'
import { PriceCell as PriceCell_92e8d58be2339e334db007dbca348033 } from '../../../components/admin/list-cells.client'
import { PercentCell as PercentCell_92e8d58be2339e334db007dbca348033 } from '../../../components/admin/list-cells.client'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OptionalTextCell as OptionalTextCell_92e8d58be2339e334db007dbca348033 } from '../../../components/admin/list-cells.client'
import { OptionalRelationCell as OptionalRelationCell_e7c60f0d3e46f81e167ee9f1a61ffbc9 } from '../../../components/admin/lead-cells.client'
import { AssignedAgentCell as AssignedAgentCell_e7c60f0d3e46f81e167ee9f1a61ffbc9 } from '../../../components/admin/lead-cells.client'
import { JsonViewField as JsonViewField_89d9f8bd6b0b3b4ad71d27a3557ddb23 } from '../../../components/admin/json-view-field.client'
import { ViewNavLink as ViewNavLink_554645366526d7ade4a6f45887850e07 } from '../../../components/admin/view-nav-link.client'
import { ComplianceDashboard as ComplianceDashboard_bbfd2ced9123fc7a337c542836261f25 } from '../../../components/admin/compliance-dashboard'
import { ComplianceView as ComplianceView_6fb98c3dde3ffe5c7f35565703d82fe3 } from '../../../components/admin/compliance-view'
import { AlertSearchesView as AlertSearchesView_ada93c69aab6d93e4a7555c0a83e0821 } from '../../../components/admin/alert-searches-view'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/components/admin/list-cells.client#TranslationStatusCell": TranslationStatusCell_92e8d58be2339e334db007dbca348033,
  "/components/admin/translation-status-field.client#TranslationStatusField": TranslationStatusField_dfeed58eae51d08a907198b89ae61e0f,
  "/components/admin/list-cells.client#YesNoCell": YesNoCell_92e8d58be2339e334db007dbca348033,
  "/components/admin/list-cells.client#PriceCell": PriceCell_92e8d58be2339e334db007dbca348033,
  "/components/admin/list-cells.client#PercentCell": PercentCell_92e8d58be2339e334db007dbca348033,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/components/admin/list-cells.client#OptionalTextCell": OptionalTextCell_92e8d58be2339e334db007dbca348033,
  "/components/admin/lead-cells.client#OptionalRelationCell": OptionalRelationCell_e7c60f0d3e46f81e167ee9f1a61ffbc9,
  "/components/admin/lead-cells.client#AssignedAgentCell": AssignedAgentCell_e7c60f0d3e46f81e167ee9f1a61ffbc9,
  "/components/admin/json-view-field.client#JsonViewField": JsonViewField_89d9f8bd6b0b3b4ad71d27a3557ddb23,
  "/components/admin/view-nav-link.client#ViewNavLink": ViewNavLink_554645366526d7ade4a6f45887850e07,
  "/components/admin/compliance-dashboard#ComplianceDashboard": ComplianceDashboard_bbfd2ced9123fc7a337c542836261f25,
  "/components/admin/compliance-view#ComplianceView": ComplianceView_6fb98c3dde3ffe5c7f35565703d82fe3,
  "/components/admin/alert-searches-view#AlertSearchesView": AlertSearchesView_ada93c69aab6d93e4a7555c0a83e0821,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
