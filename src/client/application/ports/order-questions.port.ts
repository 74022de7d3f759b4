/** The customer's answer when alcohol cannot be delivered at this hour. */
export type AlcoholHoursAnswer = 'pre-order' | 'without-alcohol' | 'cancel';

/**
 * The questions placing an order may have to ask the customer before anything is sent. The
 * browser asks them in a modal; a dismissed question counts as the cautious answer (cancel, no).
 */
export interface OrderQuestionsPort {
  /** Alcohol outside its delivery hours: order it as a pre-order, order the rest, or stop. */
  askAlcoholOutsideHours(): Promise<AlcoholHoursAnswer>;
  /** Whether the customer is 18 or older. */
  askAdult(): Promise<boolean>;
}
