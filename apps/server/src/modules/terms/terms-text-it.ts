import type { TermsSection } from '@cammini/contract';
import { isVatNumber, link, list, paragraph, type TermsFacts, TermsLinks, type TermsWriter } from './terms-facts.js';

/*
 * The terms of sale in Italian, the language the contract is made in by default. Each section answers
 * one item of the information owed before a distance contract (Codice del consumo, art. 49) or a rule
 * the server enforces; the numbers come from the facts.
 */

const days = (count: number) => (count === 1 ? '1 giorno' : `${count} giorni`);

function seller({ seller: who }: TermsFacts): TermsSection {
  const identity = [
    who.name,
    who.address ? `con sede in ${who.address}` : null,
    who.taxId ? `${isVatNumber(who.taxId) ? 'partita IVA' : 'codice fiscale'} ${who.taxId}` : null,
  ].filter(Boolean);
  const contacts = [who.email ? `e-mail ${who.email}` : null, who.phone ? `telefono ${who.phone}` : null].filter(
    Boolean,
  );
  return {
    id: 'venditore',
    heading: '1. Chi vende',
    blocks: [
      paragraph(`Il venditore è ${identity.join(', ')} (di seguito «noi»).`),
      paragraph(
        contacts.length > 0
          ? `Puoi scriverci o chiamarci: ${contacts.join(', ')}; oppure usa la `
          : 'Puoi scriverci dalla ',
        link('pagina Contatti', TermsLinks.contact),
        '.',
      ),
      paragraph(
        'Queste condizioni valgono per gli acquisti fatti sul sito da consumatori, cioè persone che acquistano per scopi estranei alla propria attività professionale.',
      ),
    ],
  };
}

const whatIsSold = (): TermsSection => ({
  id: 'oggetto',
  heading: '2. Che cosa vendiamo',
  blocks: [
    list(
      [
        link('Percorsi di gruppo in presenza', TermsLinks.courses),
        ': si svolgono nelle date, negli orari e nel luogo indicati nella pagina di ciascun percorso; i posti possono essere limitati.',
      ],
      [
        link('Corsi online', TermsLinks.onlineCourses),
        ': video lezioni da seguire nella tua area personale del sito, disponibili appena il pagamento è confermato.',
      ],
    ),
    paragraph(
      "Le caratteristiche di ogni corso (contenuti, facilitatori, durata, luogo, numero di lezioni) sono descritte nella sua pagina; la pagina di pagamento ne riassume l'essenziale prima dell'acquisto.",
    ),
  ],
});

const howToBuy = (): TermsSection => ({
  id: 'acquisto',
  heading: '3. Come si acquista',
  blocks: [
    list(
      ['Per acquistare serve un account del sito, con un indirizzo e-mail verificato.'],
      [
        'Nella pagina di pagamento trovi il riepilogo del corso, il prezzo, le informazioni essenziali di queste condizioni e la casella con cui dichiari di averle lette e di accettarle; per un corso online chiedi anche di accedere subito alle lezioni (sezione 7).',
      ],
      [
        'Paghi con la carta. Il contratto è concluso quando il pagamento è confermato: ti mandiamo per e-mail la ricevuta, con il numero d’ordine e il collegamento alla versione di queste condizioni che hai accettato.',
      ],
    ),
    paragraph(
      'Ogni versione di queste condizioni resta pubblicata al proprio indirizzo, con il suo numero e la data di pubblicazione; ogni ordine registra la versione accettata e il momento. Le condizioni sono disponibili in italiano e in inglese.',
    ),
  ],
});

const pricesAndPayment = (): TermsSection => ({
  id: 'prezzi',
  heading: '4. Prezzi e pagamento',
  blocks: [
    paragraph(
      'I prezzi sono in euro e comprendono l’IVA e ogni altra imposta. Non ci sono spese di consegna né altri costi aggiuntivi: paghi l’importo indicato nella pagina di pagamento.',
    ),
    paragraph(
      'Si paga con carta di credito o di debito, tramite il nostro fornitore di servizi di pagamento: i dati della carta vanno al fornitore e non sono mai ricevuti né conservati da noi.',
    ),
  ],
});

const depositAndBalance = (facts: TermsFacts): TermsSection => ({
  id: 'acconto',
  heading: '5. Acconto e saldo',
  blocks: [
    paragraph(
      `Alcuni percorsi in presenza si possono prenotare pagando solo un acconto: la pagina di pagamento lo offre quando il percorso ne prevede uno e inizia più di ${days(facts.depositMinDaysAhead)} dopo il giorno della prenotazione, e ne indica l’importo e il saldo. Negli altri casi si paga l’intero prezzo.`,
    ),
    paragraph(
      'Il saldo (il prezzo meno l’acconto) va pagato prima dell’inizio del percorso: con la carta dalla tua ',
      link('area personale', TermsLinks.account),
      `, oppure al percorso, prima che cominci. Te lo ricordiamo per e-mail quando mancano ${days(facts.depositMinDaysAhead)} all’inizio.`,
    ),
  ],
});

const cancellation = (facts: TermsFacts): TermsSection => ({
  id: 'annullamento',
  heading: '6. Annullamento gratuito dei percorsi in presenza',
  blocks: [
    paragraph(
      `Se la pagina del percorso indica l’annullamento gratuito, puoi annullare la prenotazione dalla tua `,
      link('area personale', TermsLinks.account),
      ` finché mancano più di ${days(facts.cancellationMinDaysAhead)} all’inizio: ti rimborsiamo subito tutto quello che hai pagato, acconto e saldo, sulla stessa carta.`,
    ),
    paragraph(
      'Se siamo noi ad annullare un percorso, ti rimborsiamo per intero. Se ne cambiamo la data o il luogo te lo scriviamo per e-mail; se il cambiamento non ti va bene, scrivici e ti rimborsiamo per intero.',
    ),
  ],
});

function withdrawal(facts: TermsFacts): TermsSection {
  const inPerson = facts.leisureServiceException
    ? 'Percorsi in presenza: sono servizi riguardanti le attività del tempo libero con date di svolgimento stabilite, per i quali il diritto di recesso non si applica (Codice del consumo, art. 59, comma 1, lettera n). Resta l’annullamento gratuito, dove il percorso lo prevede (sezione 6).'
    : `Percorsi in presenza: puoi recedere entro ${days(facts.withdrawalDays)} dall’acquisto.`;
  return {
    id: 'recesso',
    heading: '7. Diritto di recesso',
    blocks: [
      paragraph(
        `Puoi recedere dal contratto senza dare motivazioni e senza costi entro ${days(facts.withdrawalDays)} dall’acquisto, cioè dal giorno del pagamento (per una prenotazione con acconto, dal giorno in cui hai pagato l’acconto), con queste regole:`,
      ),
      list(
        [inPerson],
        [
          `Corsi online: prima di pagare chiedi di accedere subito alle lezioni e riconosci che, con l’avvio della prima lezione, perdi il diritto di recesso (Codice del consumo, art. 59, comma 1, lettera o). Puoi quindi recedere entro ${days(facts.withdrawalDays)} dall’acquisto finché non hai avviato la prima lezione.`,
        ],
      ),
      paragraph(
        'Per recedere usa la funzione ',
        link('«Recedi dal contratto»', TermsLinks.withdrawal),
        ': la trovi in fondo a ogni pagina del sito e nella ricevuta del tuo ordine. Indichi il numero d’ordine (è nella ricevuta), il tuo nome e l’indirizzo e-mail dell’acquisto, oppure scegli l’ordine dalla tua area personale, e confermi la dichiarazione; ti mandiamo subito per e-mail la conferma di ricevimento, con la data e l’ora. Puoi anche mandarci qualsiasi altra dichiarazione esplicita della tua decisione di recedere.',
      ),
      paragraph(
        `Se recedi ti rimborsiamo tutto quello che hai pagato per quel contratto (acconto e saldo) entro ${days(facts.refundDays)} dal giorno in cui riceviamo la dichiarazione, con lo stesso mezzo di pagamento che hai usato e senza costi. Il tuo posto nel percorso torna libero e l’accesso al corso termina.`,
      ),
    ],
  };
}

const refunds = (facts: TermsFacts): TermsSection => ({
  id: 'rimborsi',
  heading: '8. Rimborsi',
  blocks: [
    paragraph(
      `Ogni rimborso torna sulla carta con cui hai pagato, senza costi per te: subito per un annullamento gratuito, entro ${days(facts.refundDays)} per un recesso. La banca può impiegare alcuni giorni lavorativi per mostrarlo nell’estratto conto.`,
    ),
  ],
});

const conformity = (): TermsSection => ({
  id: 'garanzia',
  heading: '9. Garanzia legale di conformità',
  blocks: [
    paragraph(
      'Rispondiamo per legge della conformità dei corsi a quanto descritto; per i corsi online valgono le garanzie legali dei contenuti e dei servizi digitali (Codice del consumo, artt. 135-octies e seguenti).',
    ),
  ],
});

const complaints = ({ seller: who, complaintsAnswerDays }: TermsFacts): TermsSection => ({
  id: 'reclami',
  heading: '10. Reclami',
  blocks: [
    paragraph(
      `Per un reclamo scrivici${who.email ? ` all’indirizzo ${who.email}` : ''} o dalla `,
      link('pagina Contatti', TermsLinks.contact),
      `, indicando il numero d’ordine. Ti rispondiamo entro ${days(complaintsAnswerDays)}.`,
    ),
  ],
});

function disputes({ adr }: TermsFacts): TermsSection {
  const body = adr
    ? paragraph(
        'Se un reclamo non risolve la controversia, ci impegniamo a partecipare alla procedura di risoluzione extragiudiziale (ADR) presso ',
        adr.url ? link(adr.name, adr.url) : adr.name,
        ', organismo ADR secondo il Codice del consumo (artt. 141 e seguenti). La procedura è facoltativa per te.',
      )
    : paragraph(
        'Se un reclamo non risolve la controversia, puoi proporci di rivolgerci a uno degli organismi di risoluzione extragiudiziale delle controversie (ADR) iscritti negli elenchi previsti dal Codice del consumo (art. 141-decies); non abbiamo scelto in anticipo un organismo, e la partecipazione è volontaria per entrambi.',
      );
  return {
    id: 'controversie',
    heading: '11. Risoluzione delle controversie',
    blocks: [
      body,
      paragraph(
        'Resta sempre il tuo diritto di rivolgerti al giudice: per le controversie con un consumatore è competente il giudice del luogo in cui risiedi o hai il domicilio (Codice del consumo, art. 66-bis).',
      ),
    ],
  };
}

const law = (): TermsSection => ({
  id: 'legge',
  heading: '12. Legge applicabile e dati personali',
  blocks: [
    paragraph(
      'Il contratto è regolato dalla legge italiana; restano le tutele delle norme inderogabili del Paese in cui risiedi abitualmente.',
    ),
    paragraph(
      'Trattiamo i tuoi dati personali come descritto nell’',
      link('informativa sulla privacy', TermsLinks.privacy),
      '.',
    ),
  ],
});

/** The whole text in Italian, section by section; the owner's clause, when given, closes it. */
export const italianTerms: TermsWriter = {
  title: 'Condizioni generali di vendita',
  sections: [
    seller,
    whatIsSold,
    howToBuy,
    pricesAndPayment,
    depositAndBalance,
    cancellation,
    withdrawal,
    refunds,
    conformity,
    complaints,
    disputes,
    law,
  ],
  extraHeading: '13. Altre condizioni',
};
