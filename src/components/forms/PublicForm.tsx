import { css, type SerializedStyles } from "@emotion/react";
import { Form, Formik, type FormikValues } from "formik";
import React, { useRef } from "react";
import { useCaptcha } from "../../hooks/useCaptcha";
import { useFormSubmission } from "../../hooks/useFormSubmission";
import { useFormText } from "../../hooks/useFormText";
import { useLazySchema } from "../../hooks/useLazySchema";
import type { FormText } from "../../../contract/validation/messages";
import { fontSizes, space } from "../../theme";
import Captcha from "./Captcha";
import FormEnd from "./FormEnd";
import { requiredNote } from "./formLayout";

type CastingSchema<Values> = { cast: (values: Values) => unknown };

type PublicFormProps<Values extends FormikValues> = {
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  /** A paragraph between the heading and the note on required fields. */
  intro?: React.ReactNode;
  requiredNote: string;
  /** The card the form sits on, where the page gives it none. */
  look?: SerializedStyles;
  initialValues: Values;
  /** The form's Yup model, built from the edition's messages (stable between renders). */
  rules: (text: FormText) => CastingSchema<Values>;
  /** API path, e.g. "contacts". */
  endpoint: string;
  successMessage: string;
  captchaId: string;
  submitLabel: string;
  pendingLabel: string;
  /** A line read before sending, such as what the sender agrees to. */
  note?: React.ReactNode;
  /** The fields, given the current values and the captcha to place among them. */
  children: (form: { values: Values; captcha: React.ReactNode }) => React.ReactNode;
};

const titleStyle = css({ fontSize: fontSizes.xl, marginBottom: space(1) });

/**
 * A public form: its heading and notes, the fields, then the captcha, bot check and submit that
 * every public form ends with. What is sent is the schema's own cast (text trimmed, numbers
 * normalised), exactly what the server will store.
 */
export default function PublicForm<Values extends FormikValues>(props: PublicFormProps<Values>) {
  const { titleId, title, intro, look, initialValues, rules, endpoint, successMessage, children } = props;
  const { text } = useFormText();
  const captcha = useCaptcha();
  const formRef = useRef<HTMLFormElement>(null);
  // The rules are the same in every edition; their messages are the page's.
  const schema = useLazySchema(rules, text);
  const { banner, onSubmit } = useFormSubmission<Values>({
    endpoint,
    successMessage,
    captcha,
    toPayload: (values) => schema().cast(values),
  });

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      {({ isSubmitting, values }) => (
        <Form ref={formRef} noValidate method="post" aria-labelledby={titleId} css={look}>
          <h2 id={titleId} css={titleStyle}>
            {title}
          </h2>
          {intro}
          <p css={requiredNote}>{props.requiredNote}</p>
          {children({ values, captcha: <Captcha captcha={captcha} id={props.captchaId} /> })}
          <FormEnd
            formRef={formRef}
            captcha={captcha}
            submitting={isSubmitting}
            label={props.submitLabel}
            pendingLabel={props.pendingLabel}
            banner={banner}
            note={props.note}
          />
        </Form>
      )}
    </Formik>
  );
}
