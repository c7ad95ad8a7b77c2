import { EnquiryFormView, type EnquiryField } from './enquiry-form-view'
import type { EnquiryFormProps } from './enquiry-form.client'
import { FormIsland } from './form-island.client'
import { heldStaticFormState, staticBinding, staticFormState } from './form-view'

/**
 * The enquiry form as pages use it: server-rendered markup that becomes the interactive form
 * when needed (form-island.client.tsx). `loadWhenIdle` for pages whose purpose is the form;
 * `heldUntilUse` for a form in a block drawn only as it comes near (form-view.ts).
 */
export function EnquiryForm({
  loadWhenIdle,
  heldUntilUse,
  ...props
}: EnquiryFormProps & { loadWhenIdle?: boolean; heldUntilUse?: boolean }) {
  return (
    <FormIsland kind="enquiry" props={props} loadWhenIdle={loadWhenIdle}>
      <EnquiryFormView
        {...(heldUntilUse ? heldStaticFormState : staticFormState)}
        idPrefix="enquiry"
        title={props.title}
        className={props.className}
        bind={staticBinding<EnquiryField>({ message: props.defaultMessage })}
      />
    </FormIsland>
  )
}
