// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { i18n } from '../../../src/domain/i18n/index.ts'
import ChangePasswordPage from '../../../src/web/profile/ChangePasswordPage.tsx'

/** The change-password page reads in Arabic, its own check's sentence too. */
afterEach(async () => {
  cleanup()
  await i18n.changeLanguage('en')
})

describe('the change-password page in Arabic', () => {
  it('labels its fields and button in Arabic and says a missing old password in Arabic', async () => {
    await i18n.changeLanguage('ar')
    render(<ChangePasswordPage title="تغيير كلمة المرور" params={{}} />)
    expect(screen.getByLabelText('كلمة المرور الحالية')).toBeTruthy()
    expect(screen.getByLabelText('تأكيد كلمة المرور الجديدة')).toBeTruthy()
    expect(screen.getByText('تغيير كلمة المرور يسجّل خروجك من أجهزتك الأخرى.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }))
    expect(await screen.findByText('كلمة المرور القديمة مطلوبة.')).toBeTruthy()
  })
})
