<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AbandonGuard</name>
    <message>
        <source>Abandon this hand?</source>
        <extracomment>The open question, while it is up (tests answer it through its buttons).</extracomment>
        <translation>Abbandonare la mano?</translation>
    </message>
    <message>
        <source>Abandon this hand? It counts as lost.</source>
        <translation>Abbandonare questa mano? Conta come persa.</translation>
    </message>
    <message>
        <source>&amp;Abandon the hand</source>
        <translation>&amp;Abbandona la mano</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
</context>
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Briscola</source>
        <translation>Informazioni su Briscola</translation>
    </message>
    <message>
        <source>Briscola %1</source>
        <translation>Briscola %1</translation>
    </message>
    <message>
        <source>The Italian card game, played with the computer.</source>
        <translation>Il gioco di carte italiano, da giocare con il computer.</translation>
    </message>
    <message>
        <source>Briscola is free software under the GNU General Public License, version 3 or later. The card decks, the sounds and the icon were made for this game and share its licence.</source>
        <translation>Briscola è software libero, distribuito con licenza GNU General Public License, versione 3 o successiva. I mazzi di carte, i suoni e l&apos;icona sono stati creati apposta per questo gioco e hanno la sua stessa licenza.</translation>
    </message>
    <message>
        <source>Read the licence</source>
        <translation>Leggi la licenza</translation>
    </message>
    <message>
        <source>© 2026 The Briscola team</source>
        <translation>© 2026 Il gruppo di Briscola</translation>
    </message>
    <message>
        <source>Qt %1 and PySide6 %2: GNU Lesser General Public License, version 3</source>
        <translation>Qt %1 e PySide6 %2: GNU Lesser General Public License, versione 3</translation>
    </message>
    <message>
        <source>miniaudio and cffi (the sound): MIT licence</source>
        <translation>miniaudio e cffi (i suoni): licenza MIT</translation>
    </message>
    <message>
        <source>Python %1: Python Software Foundation License</source>
        <translation>Python %1: Python Software Foundation License</translation>
    </message>
    <message>
        <source>Included in this copy:</source>
        <translation>Questa copia comprende:</translation>
    </message>
</context>
<context>
    <name>AuctionPanel</name>
    <message>
        <source>No bids yet.</source>
        <extracomment>&quot;2 and N points&quot;: the few raises offered as buttons above the last target. Bids shown as buttons at most (keys 1-9, then 0). Buttons in a row of the panel: bids, or the four calls (wide, with their pictures). From the table&apos;s edges, in pixels; the panel&apos;s widths (the auction, the called card). The called card&apos;s picture in the band, in pixels high. A card&apos;s picture on its call button.</extracomment>
        <translation>Ancora nessuna chiamata.</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>face-down card</source>
        <extracomment>The face the card will show once any running animation ends. Where the card is now, in card units (mid-flight, between two places). Horizontal scale for the flip, from 1 through 0 and back to 1. Extra lift in card units (the selected card of the player&apos;s hand).</extracomment>
        <translation>carta coperta</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>Ace</source>
        <extracomment>Where the compiled translations (``briscola_&lt;lang&gt;.qm``) are; built by ``tools/i18n.py``. The menu&apos;s choices: follow the system, or one of the languages. Each language&apos;s name as its speakers write it: never translated, so anyone finds their own.</extracomment>
        <translation>Asso</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Due</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quattro</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Cinque</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Sei</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Sette</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavallo</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>cups</source>
        <translation>coppe</translation>
    </message>
    <message>
        <source>coins</source>
        <translation>denari</translation>
    </message>
    <message>
        <source>swords</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>batons</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card&apos;s name: rank of suit</comment>
        <translation>%1 di %2</translation>
    </message>
</context>
<context>
    <name>ChiamataTexts</name>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>%1 and %2 points</source>
        <translation>%1 a %2 punti</translation>
    </message>
    <message>
        <source>You pass</source>
        <translation>Tu passi</translation>
    </message>
    <message>
        <source>You bid %1</source>
        <translation>Tu chiami %1</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passa</translation>
    </message>
    <message>
        <source>%1 bids %2</source>
        <translation>%1 chiama %2</translation>
    </message>
    <message>
        <source>The call · target %1 points</source>
        <translation>La chiamata · obiettivo %1 punti</translation>
    </message>
    <message>
        <source>Auction · target %1 points</source>
        <translation>Asta · obiettivo %1 punti</translation>
    </message>
    <message>
        <source>Called card · target %1 points</source>
        <translation>Carta chiamata · obiettivo %1 punti</translation>
    </message>
    <message>
        <source>You won the auction: call a card (keys 1 to 4). Its suit is trumps.</source>
        <translation>Hai vinto l&apos;asta: chiama una carta (tasti da 1 a 4). Il suo seme sarà briscola.</translation>
    </message>
    <message>
        <source>%1 won the auction and is calling a card…</source>
        <translation>%1 ha vinto l&apos;asta e sta chiamando una carta…</translation>
    </message>
    <message>
        <source>Your bid: P passes, 0 to 9 bid, or click a button.</source>
        <translation>Tocca a te: P per passare, da 0 a 9 per chiamare, o fai clic su un pulsante.</translation>
    </message>
    <message>
        <source>%1 is bidding…</source>
        <translation>%1 sta decidendo…</translation>
    </message>
    <message>
        <source>You call the %1: %2 are trumps.</source>
        <translation>Chiami: %1. Briscola a %2.</translation>
    </message>
    <message>
        <source>%3 calls the %1: %2 are trumps.</source>
        <translation>%3 chiama: %1. Briscola a %2.</translation>
    </message>
    <message>
        <source>The partner is secret until the %1 is played.</source>
        <translation>Il compagno resta segreto finché non si gioca: %1.</translation>
    </message>
    <message>
        <source>You hold the called card: you play alone against four.</source>
        <translation>Hai tu la carta chiamata: giochi da solo contro quattro.</translation>
    </message>
    <message>
        <source>%1 plays alone against four.</source>
        <translation>%1 gioca da solo contro quattro.</translation>
    </message>
    <message>
        <source>You hold the called card: you are %1&apos;s secret partner.</source>
        <translation>Hai tu la carta chiamata: sei il compagno segreto di %1.</translation>
    </message>
    <message>
        <source>The called card was %1&apos;s own: %1 plays alone!</source>
        <translation>La carta chiamata era di %1: %1 gioca da solo!</translation>
    </message>
    <message>
        <source>Revealed: %1</source>
        <translation>Svelato: %1</translation>
    </message>
    <message>
        <source>%1 is your partner.</source>
        <translation>%1 è il tuo compagno.</translation>
    </message>
    <message>
        <source>you are %1&apos;s partner.</source>
        <translation>sei il compagno di %1.</translation>
    </message>
    <message>
        <source>%1 plays with %2.</source>
        <translation>%1 gioca con %2.</translation>
    </message>
    <message>
        <source>%1 · deals played: %2 of %3</source>
        <translation>%1 · mani giocate: %2 di %3</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in and dealt again.</source>
        <translation>Tutti hanno passato: le carte si rimescolano e si distribuiscono di nuovo.</translation>
    </message>
    <message>
        <source>The caller&apos;s side took %1 points of the %2 it needed.</source>
        <translation>La squadra del chiamante ha fatto %1 punti dei %2 che le servivano.</translation>
    </message>
    <message>
        <source>Click or press Enter for a new match.</source>
        <translation>Fai clic o premi Invio per una nuova partita.</translation>
    </message>
    <message>
        <source>Click or press Enter to deal again.</source>
        <translation>Fai clic o premi Invio per distribuire di nuovo.</translation>
    </message>
    <message>
        <source>Click or press Enter for the next deal.</source>
        <translation>Fai clic o premi Invio per la mano successiva.</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mano %1 di %2</translation>
    </message>
    <message>
        <source>Your side wins the deal!</source>
        <translation>La tua squadra vince la mano!</translation>
    </message>
    <message>
        <source>Your side loses the deal.</source>
        <translation>La tua squadra perde la mano.</translation>
    </message>
    <message>
        <source>You beat the caller!</source>
        <translation>Avete battuto il chiamante!</translation>
    </message>
    <message>
        <source>The caller&apos;s side wins.</source>
        <translation>Vince la squadra del chiamante.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>You share first place: %1.</source>
        <translation>Primo posto a pari merito: %1.</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 vince la partita.</translation>
    </message>
</context>
<context>
    <name>Coaching</name>
    <message>
        <source>&amp;Hint: what would Hard play?</source>
        <extracomment>Told when a hint is shown: the hand in progress counts &quot;with help&quot; (and is saved so). The hand just finished has decisions of the player&apos;s to review.</extracomment>
        <translation>&amp;Suggerimento: cosa giocherebbe Difficile?</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Hint (H): Hard&apos;s card, and each card&apos;s chance of winning the deal (in the play, not in the auction or the call)</source>
        <translation>Suggerimento (H): la carta di Difficile e la probabilità di vincere la mano con ciascuna carta (durante il gioco, non nell&apos;asta né nella chiamata)</translation>
    </message>
    <message>
        <source>Hint (H): Hard&apos;s card, and each card&apos;s chance of winning the hand</source>
        <translation>Suggerimento (H): la carta di Difficile e la probabilità di vincere la mano con ciascuna carta</translation>
    </message>
    <message>
        <source>&amp;Review of the hand</source>
        <translation>&amp;Analisi della mano</translation>
    </message>
    <message>
        <source>Review (R): where your cards cost the most chance of winning</source>
        <translation>Analisi (R): dove le tue carte sono costate di più in probabilità di vincere</translation>
    </message>
    <message>
        <source>Hard is thinking about your cards…</source>
        <translation>Difficile sta studiando le tue carte…</translation>
    </message>
    <message>
        <source>Hard would exchange the trump for the briscola first (X).</source>
        <translation>Difficile scambierebbe prima la briscola (X).</translation>
    </message>
    <message>
        <source>Hard would play the lifted card.</source>
        <translation>Difficile giocherebbe la carta sollevata.</translation>
    </message>
    <message>
        <source>No hint is available for this position.</source>
        <translation>Nessun suggerimento disponibile per questa posizione.</translation>
    </message>
    <message>
        <source>The review could not be worked out for this hand.</source>
        <translation>Non è stato possibile analizzare questa mano.</translation>
    </message>
    <message>
        <source>Review: Hard is thinking…</source>
        <translation>Analisi: Difficile ci sta pensando…</translation>
    </message>
    <message>
        <source>Review (R)</source>
        <translation>Analisi (R)</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Briscola help</source>
        <translation>Guida di Briscola</translation>
    </message>
    <message>
        <source>Rules and controls</source>
        <translation>Regole e comandi</translation>
    </message>
    <message>
        <source>How to play Briscola</source>
        <translation>Come si gioca a briscola</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Comandi</translation>
    </message>
    <message>
        <source>Your match is kept</source>
        <translation>La partita non va persa</translation>
    </message>
    <message>
        <source>Table rules and the coach</source>
        <translation>Regole del tavolo e consigli</translation>
    </message>
    <message>
        <source>Briscola chiamata (5 players)</source>
        <translation>Briscola chiamata (5 giocatori)</translation>
    </message>
    <message>
        <source>Briscola is played with the 40-card Italian pack: four suits (cups, coins, swords and batons), each with Ace, Two to Seven, Jack, Knight and King.</source>
        <translation>Si gioca con il mazzo italiano da 40 carte: quattro semi (coppe, denari, spade e bastoni), ciascuno con asso, le carte dal due al sette, fante, cavallo e re.</translation>
    </message>
    <message>
        <source>Each player is dealt three cards. The next card is turned face up under the stock: it is the briscola, and its suit is trumps for the whole hand.</source>
        <translation>Ogni giocatore riceve tre carte. La carta successiva si scopre e si mette sotto il mazzo: è la briscola, e il suo seme comanda per tutta la mano.</translation>
    </message>
    <message>
        <source>The player after the dealer leads the first trick. You may play any card you hold: there is no need to follow suit or to trump.</source>
        <translation>Esce per primo il giocatore dopo il mazziere. Si può giocare qualsiasi carta: non c&apos;è obbligo di rispondere al seme né di mettere briscola.</translation>
    </message>
    <message>
        <source>The highest trump takes the trick; if no trump was played, the highest card of the suit led takes it. A card of any other suit never wins.</source>
        <translation>Prende la briscola più alta; se nessuno ha giocato briscola, prende la carta più alta del seme uscito per primo. Una carta di un altro seme non prende mai.</translation>
    </message>
    <message>
        <source>The winner of the trick draws from the stock first, then the other player, and the winner leads next. On the last draw the loser of the trick takes the face-up briscola; the last three cards are then played without drawing.</source>
        <translation>Chi fa la presa pesca per primo dal mazzo, poi tocca all&apos;avversario, e chi ha preso esce al giro successivo. All&apos;ultima pescata chi ha perso la presa si prende la briscola scoperta; le ultime tre carte si giocano senza pescare.</translation>
    </message>
    <message>
        <source>Cards rank, from highest to lowest: Ace, Three, King, Knight, Jack, Seven, Six, Five, Four, Two.</source>
        <translation>Valore delle carte, dalla più forte alla più debole: asso, tre, re, cavallo, fante, sette, sei, cinque, quattro, due.</translation>
    </message>
    <message>
        <source>Points: Ace 11, Three 10, King 4, Knight 3, Jack 2, every other card 0; 120 in the pack. You win the hand with 61 points or more; 60 each is a draw.</source>
        <translation>Punti: asso 11, tre 10, re 4, cavallo 3, fante 2, i lisci 0; in tutto il mazzo ce ne sono 120. Vince la mano chi arriva ad almeno 61 punti; con 60 a testa è patta.</translation>
    </message>
    <message>
        <source>The match goes to the first to win two hands (best of three); a single hand or best of five can be chosen instead. A drawn hand counts for nobody.</source>
        <translation>Vince la partita chi si aggiudica per primo due mani (al meglio delle tre); in alternativa si può giocare una mano secca o al meglio delle cinque. Una mano patta non conta per nessuno.</translation>
    </message>
    <message>
        <source>As at a real table, the points are not shown during the hand: keeping count is part of the game. An option shows them if you prefer.</source>
        <translation>Come al tavolo vero, durante la mano i punti non si vedono: contarli fa parte del gioco. Se preferisci, c&apos;è un&apos;opzione per mostrarli.</translation>
    </message>
    <message>
        <source>With five players the game is Briscola chiamata: each player gets eight cards and there is no stock and no face-up briscola.</source>
        <translation>Con cinque giocatori si gioca a Briscola chiamata: ognuno riceve otto carte, senza mazzo e senza briscola scoperta.</translation>
    </message>
    <message>
        <source>First comes the auction. In turn each player bids a rank for the card to call, each bid lower than the last in the order Ace, Three, King, Knight, Jack, Seven down to Two; after a Two, a bid is &quot;Two and N points&quot;, raising the points the caller&apos;s side needs above 61. A player who passes is out. The panel over the table lists the bids; press P to pass, or 0 to 9 (or click) to bid.</source>
        <translation>Prima c&apos;è l&apos;asta. A turno ogni giocatore chiama il valore della carta da chiamare, ogni volta più basso del precedente nell&apos;ordine Asso, Tre, Re, Cavallo, Fante, Sette e giù fino al Due; dopo un Due si chiama &quot;Due a N punti&quot;, alzando sopra 61 i punti che servono alla squadra del chiamante. Chi passa è fuori. Il pannello sul tavolo elenca le chiamate; premi P per passare, o da 0 a 9 (o fai clic) per chiamare.</translation>
    </message>
    <message>
        <source>The last player left calls a card of that rank by naming its suit (keys 1 to 4); that suit is trumps. Whoever holds the called card is the caller&apos;s secret partner, known only when the card is played. A caller holding it plays alone against the other four.</source>
        <translation>L&apos;ultimo rimasto chiama una carta di quel valore nominandone il seme (tasti da 1 a 4): quel seme è briscola. Chi ha la carta chiamata è il compagno segreto del chiamante, e si scopre solo quando la carta viene giocata. Se il chiamante ce l&apos;ha in mano, gioca da solo contro gli altri quattro.</translation>
    </message>
    <message>
        <source>The caller&apos;s side wins the deal with 61 points, or the points of the last bid. Game points: won, the caller +2, the partner +1 and the others -1 each; lost, the other way round; a caller alone wins or loses 4. If everyone passes the cards are dealt again. A match is five deals, the deal passing each time; the highest total of game points wins.</source>
        <translation>La squadra del chiamante vince la mano con 61 punti, o con i punti dell&apos;ultima chiamata. Punti partita: se vince, il chiamante +2, il compagno +1 e gli altri -1 ciascuno; se perde, al contrario; un chiamante da solo vince o perde 4. Se tutti passano, le carte si distribuiscono di nuovo. Una partita è di cinque mani, e si cambia mazziere ogni volta; vince chi ha più punti partita.</translation>
    </message>
    <message>
        <source>Trump exchange (Game &gt; Rules, off unless chosen): while the stock still has face-down cards, the player who has just won a trick may, before leading, give the Seven of trumps for the face-up briscola when it ranks above the Seven; with &apos;the 2 or the 7&apos;, the Two of trumps may instead be given for a briscola from Four to Seven. When you may, the briscola wears a badge: click it or press X. The computer exchanges whenever it pays.</source>
        <translation>Scambio della briscola (Partita &gt; Regole, spento se non scelto): finché il mazzo ha carte coperte, chi ha appena vinto una presa può, prima di giocare, cedere il Sette di briscola in cambio della briscola scoperta quando questa vale più del Sette; con &apos;il 2 o il 7&apos; può invece cedere il Due di briscola per una briscola dal Quattro al Sette. Quando puoi farlo, la briscola porta un&apos;etichetta: fai clic su di essa o premi X. Il computer scambia quando gli conviene.</translation>
    </message>
    <message>
        <source>Open hands (two players): both hands are played face up for the whole hand; only the stock stays hidden. The computer uses what is face up and nothing else. A rule changed during a match starts a new match, after asking.</source>
        <translation>Carte scoperte (due giocatori): entrambe le mani si giocano scoperte per tutta la mano; resta nascosto solo il mazzo. Il computer usa ciò che è scoperto e nient&apos;altro. Una regola cambiata durante una partita fa iniziare una nuova partita, dopo averlo chiesto.</translation>
    </message>
    <message>
        <source>Hint (H): on your turn, the Hard player&apos;s choice is lifted and each of your cards shows its chance of winning the hand. Hands played with a hint are counted in the statistics as won with help.</source>
        <translation>Suggerimento (H): al tuo turno la carta scelta dal giocatore Difficile si solleva e ogni tua carta mostra la probabilità di vincere la mano. Le mani giocate con un suggerimento sono contate nelle statistiche come vinte con aiuto.</translation>
    </message>
    <message>
        <source>Review (R, or the button on the end-of-hand panel): up to three moments where your card cost the most chance of winning against the card Hard would have played, each shown as you saw it.</source>
        <translation>Analisi (R, o il pulsante sul riquadro di fine mano): fino a tre momenti in cui la tua carta è costata di più in probabilità di vincere rispetto alla carta che avrebbe giocato Difficile, ciascuno mostrato come lo vedevi tu.</translation>
    </message>
    <message>
        <source>Game &gt; Save this hand as a record keeps a finished hand in a file; Game &gt; Open a record replays any record trick by trick with every hand face up (arrow keys, Home and End).</source>
        <translation>Partita &gt; Salva questa mano come registrazione conserva una mano finita in un file; Partita &gt; Apri una registrazione la rivede presa per presa con tutte le mani scoperte (frecce, Inizio e Fine).</translation>
    </message>
    <message>
        <source>Click a card, or 1, 2, 3</source>
        <translation>Clic su una carta, oppure 1, 2, 3</translation>
    </message>
    <message>
        <source>Play that card</source>
        <translation>Gioca quella carta</translation>
    </message>
    <message>
        <source>Left and Right arrows, Enter</source>
        <translation>Frecce sinistra e destra, Invio</translation>
    </message>
    <message>
        <source>Choose a card and play it</source>
        <translation>Scegli una carta e giocala</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between the cards and the buttons</source>
        <translation>Passa dalle carte ai pulsanti e viceversa</translation>
    </message>
    <message>
        <source>T, or a click on a pile</source>
        <translation>T, oppure clic su un mazzetto di prese</translation>
    </message>
    <message>
        <source>Look at the last trick</source>
        <translation>Guarda l&apos;ultima presa</translation>
    </message>
    <message>
        <source>Enter, or a click</source>
        <translation>Invio, oppure un clic</translation>
    </message>
    <message>
        <source>Go on once a hand is over</source>
        <translation>Prosegui quando la mano è finita</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Deal a new hand (asks first: a hand given up counts as lost)</source>
        <translation>Distribuisci una nuova mano (prima chiede: una mano abbandonata conta come persa)</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Play at the next level: a new match begins; during a hand it asks first</source>
        <translation>Gioca al livello successivo: inizia una nuova partita; durante una mano chiede prima</translation>
    </message>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <source>Change the deck, even in the middle of a hand</source>
        <translation>Cambia mazzo, anche a metà mano</translation>
    </message>
    <message>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <source>Sound on or off</source>
        <translation>Attiva o disattiva i suoni</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: what would Hard play?</source>
        <translation>Suggerimento: cosa giocherebbe Difficile?</translation>
    </message>
    <message>
        <source>X, or a click on the briscola</source>
        <translation>X, o un clic sulla briscola</translation>
    </message>
    <message>
        <source>Exchange the trump (a rule)</source>
        <translation>Scambia la briscola (una regola)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Review of the hand just played</source>
        <translation>Analisi della mano appena giocata</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>This help</source>
        <translation>Questa guida</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Schermo intero</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit (the match is kept)</source>
        <translation>Esci (la partita resta salvata)</translation>
    </message>
    <message>
        <source>A hand given up before its end (a new deal, another level or number of players) counts as lost in the statistics.</source>
        <translation>Una mano abbandonata prima della fine (una nuova distribuzione, un altro livello o numero di giocatori) conta come persa nelle statistiche.</translation>
    </message>
    <message>
        <source>The match is saved after every trick. Quit whenever you like, even in the middle of a hand: next time the game continues exactly where you left it.</source>
        <translation>La partita viene salvata dopo ogni presa. Puoi uscire quando vuoi, anche a metà mano: la prossima volta riprendi esattamente da dove eri rimasto.</translation>
    </message>
</context>
<context>
    <name>Home</name>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Statistiche…</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Lin&amp;gua</translation>
    </message>
    <message>
        <source>Same as the system</source>
        <translation>Come il sistema</translation>
    </message>
    <message>
        <source>Show the &amp;last trick</source>
        <translation>Mostra l&apos;&amp;ultima presa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules and controls</source>
        <translation>&amp;Regole e comandi</translation>
    </message>
    <message>
        <source>&amp;About Briscola</source>
        <translation>&amp;Informazioni su Briscola</translation>
    </message>
    <message>
        <source>Your settings could not be read and are back to their defaults.</source>
        <extracomment>The hand in which the player took a hint: its result is counted &quot;with help&quot;.</extracomment>
        <translation>Non è stato possibile leggere le impostazioni, che tornano ai valori predefiniti.</translation>
    </message>
    <message>
        <source>Your settings could not be read and are back to their defaults (the damaged file was kept as %1).</source>
        <translation>Non è stato possibile leggere le impostazioni, che sono tornate ai valori predefiniti (il file danneggiato è stato conservato come %1).</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <extracomment>The width of a card&apos;s picture, smaller when many seats played. Room for &quot;Computer: Four of cups&quot; on as few lines as it needs, not broken mid-name. The table&apos;s own look: its felt, its light words, its gold edge.</extracomment>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <source>No trick has been played yet in this hand.</source>
        <translation>In questa mano non si è ancora fatta nessuna presa.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You took this trick.</source>
        <translation>La presa è tua.</translation>
    </message>
    <message>
        <source>%1 took this trick for your side.</source>
        <translation>La presa è di %1, per la tua squadra.</translation>
    </message>
    <message>
        <source>%1 took this trick.</source>
        <translation>La presa è di %1.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New hand</source>
        <translation>&amp;Nuova mano</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Giocatori</translation>
    </message>
    <message>
        <source>Partners show their &amp;hands once the stock is gone</source>
        <translation>I compagni mostrano le &amp;carte a mazzo finito</translation>
    </message>
    <message>
        <source>Four or six players; applies from the next match</source>
        <translation>Con quattro o sei giocatori; vale dalla prossima partita</translation>
    </message>
    <message>
        <source>&amp;Level</source>
        <translation>&amp;Livello</translation>
    </message>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Carte</translation>
    </message>
    <message>
        <source>&amp;Match length</source>
        <translation>&amp;Durata della partita</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Velocità</translation>
    </message>
    <message>
        <source>Show &amp;captured points</source>
        <translation>Mostra i &amp;punti delle prese</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>How many sit at the table: a new match begins; asks first, too</source>
        <translation>Quanti siedono al tavolo: inizia una nuova partita; anche qui prima chiede</translation>
    </message>
    <message>
        <source>&amp;Next level: %1</source>
        <translation>Livello &amp;successivo: %1</translation>
    </message>
    <message>
        <source>Level: {level}</source>
        <translation>Livello: {level}</translation>
    </message>
    <message>
        <source>Play at the next level, %1 (L): a new match begins; during a hand it asks first</source>
        <translation>Gioca al livello successivo, %1 (L): inizia una nuova partita; durante una mano chiede prima</translation>
    </message>
    <message>
        <source>Cards: {deck}</source>
        <translation>Carte: {deck}</translation>
    </message>
    <message>
        <source>Next deck (D): the hand goes on</source>
        <translation>Mazzo successivo (D): la mano continua</translation>
    </message>
    <message>
        <source>The new match length applies from the next match.</source>
        <translation>La nuova durata vale dalla prossima partita.</translation>
    </message>
</context>
<context>
    <name>NoticeBoard</name>
    <message>
        <source>Dismiss this notice</source>
        <translation>Chiudi questo avviso</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the folder cannot be written to</source>
        <translation>nella cartella non si può scrivere</translation>
    </message>
    <message>
        <source>a file is in the way of the folder</source>
        <translation>al posto della cartella c&apos;è un file</translation>
    </message>
    <message>
        <source>The game could not be saved in {folder}: {why}. Play goes on, and the game tries again after every move; free some space or fix the folder to keep this match.</source>
        <translation>Non è stato possibile salvare la partita in {folder}: {why}. Il gioco continua e riprova dopo ogni mossa; libera dello spazio o sistema la cartella per conservare questa partita.</translation>
    </message>
    <message>
        <source>Saving works again: the match so far is saved.</source>
        <translation>Il salvataggio funziona di nuovo: la partita fin qui è salvata.</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Save this hand as a &amp;record…</source>
        <translation>Salva questa mano come &amp;registrazione…</translation>
    </message>
    <message>
        <source>Available once the hand is over</source>
        <translation>Disponibile a mano finita</translation>
    </message>
    <message>
        <source>&amp;Open a record…</source>
        <translation>&amp;Apri una registrazione…</translation>
    </message>
    <message>
        <source>Save this hand as a record</source>
        <translation>Salva questa mano come registrazione</translation>
    </message>
    <message>
        <source>The record could not be saved to %1: %2</source>
        <translation>Non è stato possibile salvare la registrazione in %1: %2</translation>
    </message>
    <message>
        <source>The hand was saved as a record: %1</source>
        <translation>La mano è stata salvata come registrazione: %1</translation>
    </message>
    <message>
        <source>Open a record</source>
        <translation>Apri una registrazione</translation>
    </message>
    <message>
        <source>%1 is not a record that can be shown: %2</source>
        <translation>%1 non è una registrazione che si possa mostrare: %2</translation>
    </message>
    <message>
        <source>Briscola records (*.json);;All files (*)</source>
        <translation>Registrazioni di Briscola (*.json);;Tutti i file (*)</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay: %1</source>
        <extracomment>Columns for a hand: three, or Briscola chiamata&apos;s eight.</extracomment>
        <translation>Rivedi: %1</translation>
    </message>
    <message>
        <source>|◀ Start</source>
        <translation>|◀ Inizio</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>End ▶|</source>
        <translation>Fine ▶|</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>Called card</source>
        <translation>Carta chiamata</translation>
    </message>
    <message>
        <source>To the deal (Home)</source>
        <translation>Alla distribuzione (Inizio)</translation>
    </message>
    <message>
        <source>The trick before (Left arrow)</source>
        <translation>La presa precedente (freccia sinistra)</translation>
    </message>
    <message>
        <source>The next trick (Right arrow)</source>
        <translation>La presa successiva (freccia destra)</translation>
    </message>
    <message>
        <source>To the last trick (End)</source>
        <translation>All&apos;ultima presa (Fine)</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Presa %1</translation>
    </message>
    <message>
        <source>Trick %1 of %2</source>
        <translation>Presa %1 di %2</translation>
    </message>
    <message>
        <source>%1. Cards in the stock: %2.</source>
        <translation>%1. Carte nel mazzo: %2.</translation>
    </message>
    <message>
        <source>%1, taken by %3.</source>
        <translation>%1, presa da %3.</translation>
    </message>
    <message>
        <source>Nobody has called a card.</source>
        <translation>Nessuno ha chiamato una carta.</translation>
    </message>
    <message>
        <source>%1, called by %2 for %3 points</source>
        <translation>%1, chiamato da %2 per %3 punti</translation>
    </message>
    <message>
        <source>%1, who plays alone.</source>
        <translation>%1, che gioca da solo.</translation>
    </message>
    <message>
        <source>%1; %2 plays with them.</source>
        <translation>%1; %2 gioca con lui.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>%1 exchanged the %2 for the briscola, %3.</source>
        <translation>%1 ha scambiato: %2 sotto il mazzo, %3 in mano.</translation>
    </message>
    <message>
        <source>%1 leads the first trick.</source>
        <translation>%1 apre la prima presa.</translation>
    </message>
    <message>
        <source>The record stops here, in the middle of the trick.</source>
        <translation>La registrazione finisce qui, a metà della presa.</translation>
    </message>
    <message>
        <source>%1 takes the trick with the %2: %3 points.</source>
        <translation>%1 prende la presa (%2): %3 punti.</translation>
    </message>
    <message>
        <source>The hand is drawn.</source>
        <translation>La mano è pari.</translation>
    </message>
    <message>
        <source>%1 wins the hand.</source>
        <translation>%1 vince la mano.</translation>
    </message>
    <message>
        <source>Everyone passed: the cards are thrown in.</source>
        <translation>Tutti hanno passato: le carte si rimescolano.</translation>
    </message>
    <message>
        <source>The caller&apos;s side takes %1 points and makes its %2.</source>
        <translation>La squadra del chiamante fa %1 punti e raggiunge i suoi %2.</translation>
    </message>
    <message>
        <source>The caller&apos;s side takes %1 points and misses its %2.</source>
        <translation>La squadra del chiamante fa %1 punti e non raggiunge i suoi %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Points so far: %1</source>
        <translation>Punti finora: %1</translation>
    </message>
    <message>
        <source>the caller&apos;s side</source>
        <translation>la squadra del chiamante</translation>
    </message>
    <message>
        <source>the others</source>
        <translation>gli altri</translation>
    </message>
    <message>
        <source>Players %1</source>
        <translation>Giocatori %1</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>the exchange of the %1 for the briscola</source>
        <extracomment>More cards in hand than a row of these (Briscola chiamata&apos;s eight) come smaller.</extracomment>
        <translation>lo scambio del %1 con la briscola</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the hand</source>
        <translation>Analisi della mano</translation>
    </message>
    <message>
        <source>Hard is going over your choices…</source>
        <translation>Difficile sta ripassando le tue scelte…</translation>
    </message>
    <message>
        <source>No costly choice: every card you chose was as good as Hard&apos;s, or close.</source>
        <translation>Nessuna scelta costosa: ogni carta che hai scelto valeva quanto quella di Difficile, o quasi.</translation>
    </message>
    <message>
        <source>The moments where your card cost the most chance of winning the hand, against the card Hard would have played:</source>
        <translation>I momenti in cui la tua carta è costata di più in probabilità di vincere la mano, rispetto alla carta che avrebbe giocato Difficile:</translation>
    </message>
    <message>
        <source>You played %1: %2 chance of winning. Hard would play %3: %4.</source>
        <translation>Hai giocato %1: %2 di probabilità di vincere. Difficile avrebbe giocato %3: %4.</translation>
    </message>
    <message>
        <source>Trick %1</source>
        <translation>Presa %1</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Le tue carte</translation>
    </message>
    <message>
        <source>nothing: you lead</source>
        <translation>niente: giochi tu per primo</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>In tavola</translation>
    </message>
    <message>
        <source>Called card</source>
        <translation>Carta chiamata</translation>
    </message>
    <message>
        <source>taken; trumps are %1</source>
        <translation>già presa; la briscola è %1</translation>
    </message>
    <message>
        <source>Briscola</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <source>No card has been played yet.</source>
        <translation>Nessuna carta è stata ancora giocata.</translation>
    </message>
    <message>
        <source>Cards gone: %1.</source>
        <translation>Carte uscite: %1.</translation>
    </message>
</context>
<context>
    <name>RulesMenu</name>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>No trump exchange</source>
        <translation>Nessuno scambio della briscola</translation>
    </message>
    <message>
        <source>Exchange the 7 of trumps</source>
        <translation>Scambio con il 7 di briscola</translation>
    </message>
    <message>
        <source>Exchange the 2 or the 7 of trumps</source>
        <translation>Scambio con il 2 o il 7 di briscola</translation>
    </message>
    <message>
        <source>&amp;Open hands (two players)</source>
        <translation>Carte &amp;scoperte (due giocatori)</translation>
    </message>
    <message>
        <source>E&amp;xchange the trump for the briscola</source>
        <translation>&amp;Scambia con la briscola</translation>
    </message>
    <message>
        <source>New rules: a new match begins.</source>
        <translation>Nuove regole: inizia una nuova partita.</translation>
    </message>
    <message>
        <source>X: exchange</source>
        <translation>X: scambia</translation>
    </message>
</context>
<context>
    <name>SaveGame</name>
    <message>
        <source>The saved match could not be read, so a new match has started.</source>
        <extracomment>Fields a save may lack: files written before them read as their default (no hint taken). Every pack this game deals holds 120 points, whatever the player count. The hand&apos;s events from its deal on, from the one replay that checked the save.</extracomment>
        <translation>Non è stato possibile leggere la partita salvata, quindi ne è iniziata una nuova.</translation>
    </message>
    <message>
        <source>The saved match could not be read, so a new match has started (the damaged file was kept as %1).</source>
        <translation>Non è stato possibile leggere la partita salvata, quindi ne è iniziata una nuova (il file danneggiato è stato conservato come %1).</translation>
    </message>
</context>
<context>
    <name>SeatName</name>
    <message>
        <source>East</source>
        <extracomment>Font sizes in card units, and the smallest sizes still read comfortably, in pixels. Where each other seat sits, by player count and position round the felt (0 is the player).</extracomment>
        <translation>Est</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>Nord-est</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>Nord-ovest</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ovest</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>%1, your partner</source>
        <translation>%1, tuo compagno</translation>
    </message>
    <message>
        <source>%1, opponent</source>
        <translation>%1, avversario</translation>
    </message>
</context>
<context>
    <name>SeatPlates</name>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip</comment>
        <extracomment>The player&apos;s side, and the others (three players: each seat its own colour). The name&apos;s font as a share of the plate&apos;s height, and the smallest size in pixels.</extracomment>
        <translation>M</translation>
    </message>
</context>
<context>
    <name>SoundEffects</name>
    <message>
        <source>S&amp;ound (no audio device found)</source>
        <translation>S&amp;uoni (nessun dispositivo audio trovato)</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>S&amp;uoni</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <source>The statistics could not be read and start again from zero (the damaged file could not be moved aside).</source>
        <extracomment>The player count whose entries carry the bare level name (the files of the two-seat table). Counts added with the coach: files written before it lack them, and they start at 0. The player&apos;s points over every hand, for the average. Hands finished after a hint (H), and those of them won: &quot;won with help&quot;.</extracomment>
        <translation>Non è stato possibile leggere le statistiche, che ripartono da zero (il file danneggiato non si è potuto spostare).</translation>
    </message>
    <message>
        <source>The statistics could not be read and start again from zero (the damaged file was kept as %1).</source>
        <translation>Non è stato possibile leggere le statistiche, che ripartono da zero (il file danneggiato è stato conservato come %1).</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Azzera le statistiche…</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 giocatori</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>Ultime mani</translation>
    </message>
    <message>
        <source>No hands with this many players yet.</source>
        <translation>Ancora nessuna mano con questo numero di giocatori.</translation>
    </message>
    <message>
        <source>Not played yet.</source>
        <translation>Non ancora giocato.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>vinte</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perse</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>Won with help (a hint): %1 of %2 hands</source>
        <translation>Vinte con aiuto (un suggerimento): %1 mani su %2</translation>
    </message>
    <message>
        <source>Hands played: %1 (%2% won)</source>
        <translation>Mani giocate: %1 (vinte il %2%)</translation>
    </message>
    <message>
        <source>Matches: %1 won, %2 lost</source>
        <translation>Partite: %1 vinte, %2 perse</translation>
    </message>
    <message>
        <source>Best run of hands won: %1</source>
        <translation>Serie più lunga di mani vinte: %1</translation>
    </message>
    <message>
        <source>Best run of matches won: %1</source>
        <translation>Serie più lunga di partite vinte: %1</translation>
    </message>
    <message>
        <source>Average points a hand: %1</source>
        <translation>Punti medi per mano: %1</translation>
    </message>
    <message>
        <source>won %1</source>
        <translation>vinte %1</translation>
    </message>
    <message>
        <source>lost %1</source>
        <translation>perse %1</translation>
    </message>
    <message>
        <source>drawn %1</source>
        <translation>pari %1</translation>
    </message>
    <message>
        <source>abandoned %1 (counted as lost)</source>
        <translation>abbandonate %1 (contate come perse)</translation>
    </message>
    <message>
        <source>Forget the statistics of every level and player count?</source>
        <translation>Cancellare le statistiche di ogni livello e numero di giocatori?</translation>
    </message>
    <message>
        <source>This cannot be undone.</source>
        <translation>Non si potrà tornare indietro.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
</context>
<context>
    <name>TableDescriber</name>
    <message>
        <source>Card table: %1 chosen</source>
        <translation>Tavolo: hai scelto %1</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>No hand has been dealt yet.</source>
        <translation>Non è ancora stata distribuita nessuna mano.</translation>
    </message>
    <message>
        <source>Your cards, keys 1 to 3: %1.</source>
        <translation>Le tue carte, tasti da 1 a 3: %1.</translation>
    </message>
    <message>
        <source>Briscola: %1; %2 cards left to draw.</source>
        <translation>Briscola: %1; restano %2 carte da pescare.</translation>
    </message>
    <message>
        <source>Briscola: %1; no cards left to draw.</source>
        <translation>Briscola: %1; non ci sono più carte da pescare.</translation>
    </message>
    <message>
        <source>You dealt.</source>
        <translation>Hai distribuito tu.</translation>
    </message>
    <message>
        <source>%1 dealt.</source>
        <translation>Ha distribuito %1.</translation>
    </message>
    <message>
        <source>You played %1.</source>
        <translation>Carta giocata da te: %1.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>Carta giocata da %1: %2.</translation>
    </message>
    <message>
        <source>Your cards, keys 1 to 8: %1.</source>
        <translation>Le tue carte, tasti da 1 a 8: %1.</translation>
    </message>
    <message>
        <source>%1 holds %2 cards, among them %3.</source>
        <translation>%1 ha %2 carte, tra cui %3.</translation>
    </message>
    <message>
        <source>%1 holds %2 cards.</source>
        <translation>%1 ha %2 carte.</translation>
    </message>
    <message>
        <source>%1 is thinking.</source>
        <translation>%1 sta pensando.</translation>
    </message>
    <message>
        <source>Your turn: press 1, 2 or 3, or choose with the arrows and press Enter.</source>
        <translation>Tocca a te: premi 1, 2 o 3, oppure scegli con le frecce e premi Invio.</translation>
    </message>
    <message>
        <source>The hand is over: press Enter to go on.</source>
        <translation>La mano è finita: premi Invio per continuare.</translation>
    </message>
</context>
<context>
    <name>TableFacts</name>
    <message>
        <source>Single hand</source>
        <translation>Mano singola</translation>
    </message>
    <message>
        <source>Your side</source>
        <extracomment>The band&apos;s words as a share of its height, and the smallest size that still reads. Each suit&apos;s symbol colour, in the engine&apos;s suit order (cups, coins, swords, batons).</extracomment>
        <translation>Noi</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>%1 · first to %2</source>
        <translation>%1 · vince chi arriva a %2</translation>
    </message>
    <message>
        <source>Briscola: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
<context>
    <name>WindowTexts</name>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Single hand</source>
        <translation>Mano singola</translation>
    </message>
    <message>
        <source>Best of three</source>
        <translation>Al meglio delle tre</translation>
    </message>
    <message>
        <source>Best of five</source>
        <translation>Al meglio delle cinque</translation>
    </message>
    <message>
        <source>Briscola chiamata: %1 deals</source>
        <translation>Briscola chiamata: %1 smazzate</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Istantanea</translation>
    </message>
    <message>
        <source>2 players: you against the computer</source>
        <translation>2 giocatori: tu contro il computer</translation>
    </message>
    <message>
        <source>3 players: each for themselves</source>
        <translation>3 giocatori: ognuno per sé</translation>
    </message>
    <message>
        <source>4 players: you and a partner against two</source>
        <translation>4 giocatori: tu e un compagno contro due</translation>
    </message>
    <message>
        <source>5 players: Briscola chiamata, with a secret partner</source>
        <translation>5 giocatori: Briscola chiamata, con un compagno segreto</translation>
    </message>
    <message>
        <source>6 players: three against three</source>
        <translation>6 giocatori: tre contro tre</translation>
    </message>
    <message>
        <source>Players: %1</source>
        <translation>Giocatori: %1</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Tocca a te</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Il computer sta pensando…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>Match resumed — your turn</source>
        <translation>Partita ripresa: tocca a te</translation>
    </message>
    <message>
        <source>Match resumed — the computer&apos;s turn</source>
        <translation>Partita ripresa: tocca al computer</translation>
    </message>
    <message>
        <source>Match resumed — %1 to play</source>
        <translation>Partita ripresa: gioca %1</translation>
    </message>
    <message>
        <source>Match resumed</source>
        <translation>Partita ripresa</translation>
    </message>
    <message>
        <source>{points} points</source>
        <translation>{points} punti</translation>
    </message>
    <message>
        <source>Click or press Enter for a new match.</source>
        <translation>Fai clic o premi Invio per una nuova partita.</translation>
    </message>
    <message>
        <source>Click or press Enter for the next hand.</source>
        <translation>Fai clic o premi Invio per la mano successiva.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Aces and Threes taken</source>
        <translation>Carichi presi (assi e tre)</translation>
    </message>
    <message>
        <source>A draw: 60 all.</source>
        <translation>Patta: 60 a 60.</translation>
    </message>
    <message>
        <source>A tie for first place: nobody wins the hand.</source>
        <translation>Pari al primo posto: la mano non va a nessuno.</translation>
    </message>
    <message>
        <source>You and your partner win the hand!</source>
        <translation>Tu e il tuo compagno vincete la mano!</translation>
    </message>
    <message>
        <source>You and your partners win the hand!</source>
        <translation>Tu e i tuoi compagni vincete la mano!</translation>
    </message>
    <message>
        <source>You win the hand!</source>
        <translation>Hai vinto la mano!</translation>
    </message>
    <message>
        <source>The computer wins the hand.</source>
        <translation>La mano va al computer.</translation>
    </message>
    <message>
        <source>Your opponents win the hand.</source>
        <translation>La mano va agli avversari.</translation>
    </message>
    <message>
        <source>%1 wins the hand.</source>
        <translation>%1 vince la mano.</translation>
    </message>
    <message>
        <source>You scored {mine} points and the computer {theirs}.</source>
        <translation>Hai fatto {mine} punti e il computer {theirs}.</translation>
    </message>
    <message>
        <source>Your side scored {mine} points and your opponents {theirs}.</source>
        <translation>La tua squadra ha fatto {mine} punti e gli avversari {theirs}.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>You scored %1 points, %2.</source>
        <translation>Hai fatto %1 punti, %2.</translation>
    </message>
    <message>
        <source>You win the match {mine}–{theirs}!</source>
        <translation>Hai vinto la partita {mine} a {theirs}!</translation>
    </message>
    <message>
        <source>The computer wins the match {theirs}–{mine}.</source>
        <translation>Il computer ha vinto la partita {theirs} a {mine}.</translation>
    </message>
    <message>
        <source>Your side wins the match {mine}–{theirs}!</source>
        <translation>La tua squadra ha vinto la partita {mine} a {theirs}!</translation>
    </message>
    <message>
        <source>Your opponents win the match {theirs}–{mine}.</source>
        <translation>Gli avversari hanno vinto la partita {theirs} a {mine}.</translation>
    </message>
    <message>
        <source>You win the match!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>%1 wins the match.</source>
        <translation>%1 vince la partita.</translation>
    </message>
    <message>
        <source>Match: you {mine}, the computer {theirs} (first to {target}).</source>
        <translation>Partita: tu {mine}, il computer {theirs} (vince chi arriva a {target}).</translation>
    </message>
    <message>
        <source>Match: your side {mine}, your opponents {theirs} (first to {target}).</source>
        <translation>Partita: la tua squadra {mine}, gli avversari {theirs} (vince chi arriva a {target}).</translation>
    </message>
    <message>
        <source>Hands won: %1 (first to %2).</source>
        <translation>Mani vinte: %1 (vince chi arriva a %2).</translation>
    </message>
</context>
</TS>
