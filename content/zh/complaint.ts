import type { ComplaintStep } from '../types'

// The Chinese (Simplified) edition of content/complaint.ts: the same exports, in the same shapes.

export const complaintIntro: { readonly title: string; readonly description: string } = {
  title: '我们的投诉处理程序',
  description:
    '我们希望每一位客户都对我们的服务感到满意。如有任何不妥，请告诉我们：每一项投诉，我们都会记录在案、公正调查，并给予书面答复。',
}

export const complaintSteps: ComplaintStep[] = [
  {
    step: 1,
    title: '提交投诉',
    description:
      '您可以填写下方表格、发送电子邮件或致电我们的办公室；如涉及具体房源，请注明房源编号。我们将在2个工作日内确认收到每一项投诉，并向您提供投诉编号（格式如 CMP-000123）。',
  },
  {
    step: 2,
    title: '调查',
    description:
      '由一位未参与该事项的经理审查您的投诉、相关文件及各方陈述，并可能与您联系，以进一步了解详情。',
  },
  {
    step: 3,
    title: '处理结果',
    description:
      '我们将在确认收到投诉后15个工作日内向您发送书面答复，说明调查结论及我们将采取的措施。如案情较为复杂，我们会说明原因，并告知您预计的答复时间。',
  },
  {
    step: 4,
    title: '上报监管机构',
    description:
      '如您对我们的答复不满意，可凭投诉编号将此事提交至迪拜土地局下属的迪拜房地产监管局（RERA）。我们将全力配合任何复核。',
  },
]

export const complaintFormTitle: string = '提交投诉'

export const complaintPage = {
  title: '投诉处理程序',
  description:
    '如何提交投诉、我们如何调查、何时给您答复：了解我们的四步处理程序；如对结果不满意，您还可上报迪拜房地产监管局（RERA）。',
  bannerTitle: '客户投诉',
  bannerDescription: '如有不妥之处，我们希望知道，更希望及时纠正。',
  eyebrow: '公正处理，全程记录，书面答复',
  formIntro: '请告诉我们发生了什么；如涉及某套房源，请注明房源编号。提交后您将立即获得投诉编号。',
  call: '希望电话联系？',
  email: '或发送电子邮件',
}
