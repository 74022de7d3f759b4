import { inject, injectable } from 'inversify';
import type { AlcoholHoursAnswer, OrderQuestionsPort } from '../../application/ports/order-questions.port';
import { TOKENS } from '../../di/tokens';
import type { DialogViewModel } from '../dialog.view-model';
import { AGE_ANSWERS, AGE_QUESTION, ALCOHOL_ANSWERS, ALCOHOL_QUESTION } from './alcohol-questions';

/** The order's questions asked in the page's dialog; a dismissed dialog is the cautious answer. */
@injectable()
export class DialogOrderQuestions implements OrderQuestionsPort {
  constructor(@inject(TOKENS.DialogViewModel) private readonly dialog: DialogViewModel) {}

  async askAlcoholOutsideHours(): Promise<AlcoholHoursAnswer> {
    const answer = await this.dialog.ask(ALCOHOL_QUESTION);
    if (answer === ALCOHOL_ANSWERS.preOrder) return 'pre-order';
    return answer === ALCOHOL_ANSWERS.withoutAlcohol ? 'without-alcohol' : 'cancel';
  }

  async askAdult(): Promise<boolean> {
    return (await this.dialog.ask(AGE_QUESTION)) === AGE_ANSWERS.yes;
  }
}
