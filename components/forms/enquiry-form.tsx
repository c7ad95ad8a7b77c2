import { EnquiryFormView, type EnquiryField } from './enquiry-form-view'
import type { EnquiryFormProps } from './enquiry-form.client'
import { FormIsland } from './form-island.client'
import { staticBinding, staticFormState } from './form-view'

/**
 * The enquiry form as pages use it: server-rendered markup that becomes the interactive form
 * when needed (form-island.client.tsx). `loadWhenIdle` for pages whose purpose is the form.
 */
export function EnquiryForm({ loadWhenIdle, ...props }: EnquiryFormProps & { loadWhenIdle?: boolean }) {
  return (
    <FormIsland kind="enquiry" props={props} loadWhenIdle={loadWhenIdle}>
      <EnquiryFormView
        {...staticFormState}
        idPrefix="enquiry"
        title={props.title}
        className={props.className}
        bind={staticBinding<EnquiryField>({ message: props.defaultMessage })}
      />
    </FormIsland>
  )
}
