<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="34"/>
        <source>About Torneo</source>
        <translation>Informazioni su Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="43"/>
        <source>Version {0}</source>
        <translation>Versione {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="44"/>
        <source>Burraco and scala 40 tournaments for card clubs.</source>
        <translation>Tornei di burraco e scala 40 per i circoli di carte.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="48"/>
        <source>Free software under the GNU General Public License, version 3 or later ({0}). It comes with ABSOLUTELY NO WARRANTY. &lt;a href=&apos;{1}&apos;&gt;Read the licence&lt;/a&gt;.</source>
        <translation>Software libero sotto la GNU General Public License, versione 3 o successiva ({0}). Viene fornito SENZA ALCUNA GARANZIA. &lt;a href=&apos;{1}&apos;&gt;Leggi la licenza&lt;/a&gt;.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="60"/>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="61"/>
        <source>Qt</source>
        <translation>Qt</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="62"/>
        <source>PySide6</source>
        <translation>PySide6</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="63"/>
        <source>Data folder</source>
        <translation>Cartella dei dati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="83"/>
        <source>Open data folder</source>
        <translation>Apri la cartella dei dati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/about.py" line="85"/>
        <source>Shows the folder holding the database and its backups</source>
        <translation>Mostra la cartella con l&apos;archivio e le sue copie di sicurezza</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../tournament_app/ui/app.py" line="128"/>
        <source>Password for {0}:</source>
        <translation>Password per {0}:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/app.py" line="265"/>
        <source>The database {0} is damaged and cannot be opened.

Torneo has a copy of it from {1} at {2} ({3}). Put that copy in its place? What was entered after it is not in the copy. The damaged file is not deleted: it is kept beside it, renamed.</source>
        <translation>L&apos;archivio {0} è danneggiato e non si può aprire.

Torneo ne ha una copia del {1} alle {2} ({3}). Vuoi metterla al suo posto? Quello che è stato inserito dopo non è nella copia. Il file danneggiato non viene cancellato: resta accanto, con un altro nome.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/app.py" line="289"/>
        <source>The copy of {0} at {1} is now the database. The damaged file was kept as {2}.</source>
        <translation>Ora l&apos;archivio è la copia del {0} alle {1}. Il file danneggiato è stato conservato come {2}.</translation>
    </message>
</context>
<context>
    <name>AppContext</name>
    <message>
        <location filename="../../tournament_app/ui/context.py" line="236"/>
        <source>Unexpected error: {0}. Your data is safe; try again.</source>
        <extracomment>The database this context is open on (a path, or a URL without its password).</extracomment>
        <translation>Errore imprevisto: {0}. I tuoi dati sono al sicuro; riprova.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/context.py" line="101"/>
        <location filename="../../tournament_app/ui/context.py" line="258"/>
        <source>Not possible</source>
        <translation>Non è possibile</translation>
    </message>
</context>
<context>
    <name>ArbitralDialog</name>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="18"/>
        <source>Referee&apos;s score — table {0}</source>
        <translation>Punteggio arbitrale — tavolo {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="32"/>
        <source>NS VP:</source>
        <translation>PV NS:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="33"/>
        <source>EW VP:</source>
        <translation>PV EO:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="34"/>
        <source>NS MP:</source>
        <translation>Punti NS:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/arbitral_dialog.py" line="35"/>
        <source>EW MP:</source>
        <translation>Punti EO:</translation>
    </message>
</context>
<context>
    <name>BurracoFormatPage</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="133"/>
        <source>Burraco: format</source>
        <translation>Burraco: formula</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="135"/>
        <source>Club evenings usually play 4 rounds of 3 hands: Mitchell ×3 then Danese ×1.</source>
        <translation>Le serate di circolo giocano di solito 4 turni da 3 smazzate: Mitchell ×3 poi Danese ×1.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="137"/>
        <source>&amp;Pairs</source>
        <translation>A &amp;coppie</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="138"/>
        <source>&amp;Individual (partner changes every round)</source>
        <translation>&amp;Individuale (il compagno cambia a ogni turno)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="159"/>
        <source>e.g. 8, 8, 6 (empty: two halves)</source>
        <translation>es. 8, 8, 6 (vuoto: due metà)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="166"/>
        <source>Entries:</source>
        <translation>Iscrizioni:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="167"/>
        <source>&amp;Hands per round:</source>
        <translation>S&amp;mazzate per turno:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="168"/>
        <source>Schedule:</source>
        <translation>Calendario:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="170"/>
        <source>&amp;First round:</source>
        <translation>P&amp;rimo turno:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="171"/>
        <source>&amp;Mitchell: EW moves on by (tables):</source>
        <translation>Mitchell: &amp;EO avanza di (tavoli):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="173"/>
        <source>&amp;Group sizes:</source>
        <translation>&amp;Dimensione dei gironi:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="172"/>
        <source>&amp;Danese:</source>
        <translation>Da&amp;nese:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="193"/>
        <source>Rounds in all: {0}</source>
        <translation>Turni in tutto: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="195"/>
        <source>individual: partners rotate, the systems do not apply</source>
        <translation>individuale: i compagni ruotano, i sistemi non si applicano</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="197"/>
        <source>FIBUR club tournaments play at most 4 rounds</source>
        <translation>i tornei di circolo FIBUR hanno al massimo 4 turni</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="174"/>
        <source>Seating:</source>
        <translation>Abbinamenti:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py"/>
        <source>T&amp;eams</source>
        <translation>A s&amp;quadre</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py"/>
        <source>Teams of 4-6 players, each fielding two pairs a round.</source>
        <translation>Squadre di 4-6 giocatori, che schierano due coppie a turno.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py"/>
        <source>Team m&amp;ovement:</source>
        <translation>Mo&amp;vimento delle squadre:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py"/>
        <source>teams: the team movement seats every round</source>
        <translation>squadre: ogni turno lo decide il movimento delle squadre</translation>
    </message>
</context>
<context>
    <name>BurracoScoringPage</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="222"/>
        <source>Burraco: scoring</source>
        <translation>Burraco: punteggi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="224"/>
        <source>The FIBUR table matching the hands is chosen; 2 hands need a custom table.</source>
        <translation>Viene scelta la tabella FIBUR adatta alle smazzate; con 2 smazzate serve una tabella personalizzata.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="228"/>
        <source>New &amp;custom table…</source>
        <translation>&amp;Nuova tabella personalizzata…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="243"/>
        <source>VP and</source>
        <translation>PV e</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="245"/>
        <source>MP</source>
        <translation>punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="259"/>
        <source>&amp;Up</source>
        <translation>S&amp;u</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="261"/>
        <source>Do&amp;wn</source>
        <translation>&amp;Giù</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="269"/>
        <source>No &amp;semipulito (only pulito 200 / sporco 100)</source>
        <translation>Senza se&amp;mipulito (solo pulito 200 / sporco 100)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="273"/>
        <source>&amp;VP table:</source>
        <translation>&amp;Tabella PV:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="274"/>
        <source>B&amp;ye:</source>
        <translation>&amp;Riposo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="275"/>
        <source>&amp;Tie-breaks after VP:</source>
        <translation>Spareggi &amp;dopo i PV:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="276"/>
        <source>House variants:</source>
        <translation>Varianti del circolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="338"/>
        <source>No table for {0} hands: make a custom one</source>
        <translation>Nessuna tabella per {0} smazzate: creane una personalizzata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="275"/>
        <source>Burraco &amp;reale and super burraco</source>
        <translation>&amp;Burraco reale e super burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="284"/>
        <source>A&amp;mounts:</source>
        <translation>Imp&amp;orti:</translation>
    </message>
</context>
<context>
    <name>CopiesDialog</name>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="64"/>
        <source>Round {0} published</source>
        <translation>Turno {0} pubblicato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="69"/>
        <source>tournament {0}</source>
        <translation>torneo {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="74"/>
        <source>Before Torneo&apos;s upgrade</source>
        <translation>Prima dell&apos;aggiornamento di Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="76"/>
        <source>Before going back to a copy</source>
        <translation>Prima di tornare a una copia</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="106"/>
        <source>Copies of the database</source>
        <translation>Copie di sicurezza</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="114"/>
        <source>Torneo keeps the last {0} copies of the database by itself: one when each round is published, and one before each upgrade of Torneo. To keep a copy somewhere else too (a USB stick before going home), use “Save a copy…” below.</source>
        <translation>Torneo conserva da solo le ultime {0} copie dell&apos;archivio: una quando si pubblica ogni turno e una prima di ogni aggiornamento di Torneo. Per tenere una copia anche altrove (una chiavetta, prima di tornare a casa), usa «Salva una copia…» qui sotto.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="128"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="135"/>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="141"/>
        <source>Size</source>
        <translation>Dimensione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="157"/>
        <source>&amp;Save a copy…</source>
        <translation>&amp;Salva una copia…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="160"/>
        <source>&amp;Go back to this copy…</source>
        <translation>&amp;Torna a questa copia…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="203"/>
        <source>This is a display station: copies are saved, and gone back to, from the director&apos;s station.</source>
        <translation>Questa postazione è in sola visualizzazione: le copie si salvano, e si torna a una copia, dalla postazione del direttore.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="209"/>
        <source>No copy yet: the first is taken when a round is published.</source>
        <translation>Ancora nessuna copia: la prima si fa quando si pubblica un turno.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="222"/>
        <source>This database is on the server {0}: its copies are made on the server, by whoever looks after it, so none is listed here and none can be saved from here. To take a tournament home (on a USB stick, say), open it and use File ▸ Export tournament file…: the file holds the whole tournament, and File ▸ Import tournament file… brings it into Torneo on any computer.</source>
        <translation>Questo archivio è sul server {0}: le sue copie si fanno sul server, a cura di chi lo gestisce, quindi qui non ne compare nessuna e da qui non se ne possono salvare. Per portare a casa un torneo (per esempio su una chiavetta), aprilo e usa File ▸ Esporta file torneo…: il file contiene tutto il torneo e File ▸ Importa file torneo… lo porta in Torneo su qualsiasi computer.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="249"/>
        <source>Save a copy</source>
        <translation>Salva una copia</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="257"/>
        <source>Torneo databases (*.sqlite3 *.db);;All files (*)</source>
        <translation>Archivi di Torneo (*.sqlite3 *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="271"/>
        <source>Saving a copy to {0}…</source>
        <translation>Salvataggio della copia in {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="283"/>
        <source>A copy of the database, with everything entered until now, was saved as {0}. Torneo opens it (File ▸ Open database…) on this computer or another.</source>
        <translation>Una copia dell&apos;archivio, con tutto ciò che è stato inserito fino a ora, è stata salvata in {0}. Torneo la apre (File ▸ Apri archivio…) su questo computer o su un altro.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="299"/>
        <source>Go back to the copy of {0} at {1}, “{2}”?

The database will be as it was then: what was entered after it will no longer be there. It is not lost: first the database as it is now is kept as a copy, listed here, and you can go back to that one too.

Other stations using this database should close Torneo before you go on.</source>
        <translation>Tornare alla copia del {0} alle {1}, «{2}»?

L&apos;archivio tornerà com&apos;era allora: ciò che è stato inserito dopo non ci sarà più. Non va perso: prima l&apos;archivio com&apos;è adesso viene conservato come copia, elencata qui, e si potrà tornare anche a quella.

Le altre postazioni che usano questo archivio devono chiudere Torneo prima di continuare.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="320"/>
        <source>The database is back to how it was on {0} at {1}, “{2}”. The database as it was before is kept as a copy: it is the first one in File ▸ Copies of the database. The other stations can open Torneo again.</source>
        <translation>L&apos;archivio è tornato com&apos;era il {0} alle {1}, «{2}». L&apos;archivio com&apos;era prima è conservato come copia: è la prima in File ▸ Copie di sicurezza. Le altre postazioni possono riaprire Torneo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/copies_dialog.py" line="309"/>
        <source>Go back to a copy</source>
        <translation>Torna a una copia</translation>
    </message>
</context>
<context>
    <name>EntryDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="104"/>
        <source>Entry N. {0}</source>
        <translation>Iscrizione N. {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="112"/>
        <source>Player &amp;{0}:</source>
        <translation>Giocatore &amp;{0}:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="118"/>
        <source>Ca&amp;tegory:</source>
        <translation>Ca&amp;tegoria:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="119"/>
        <source>&amp;Group:</source>
        <translation>&amp;Girone:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="127"/>
        <source>Every player of the entry must be named.</source>
        <translation>Ogni giocatore dell&apos;iscrizione deve avere un nome.</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <location filename="../../tournament_app/ui/errors_report.py" line="58"/>
        <source>Torneo met an unexpected error: {0}

Everything confirmed before it is safe: each result and change is written to the database as soon as it is confirmed. Check the last thing you did, then carry on.</source>
        <translation>Torneo ha incontrato un errore imprevisto: {0}

Tutto ciò che era stato confermato prima è al sicuro: ogni risultato e modifica è scritto nel database appena confermato. Controlla l&apos;ultima cosa che hai fatto, poi continua.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/errors_report.py" line="65"/>
        <source>The details are in {0}: please send that file to whoever looks after Torneo for your club.</source>
        <translation>I dettagli sono in {0}: invia quel file a chi si occupa di Torneo per il tuo circolo.</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>2 a page</source>
        <translation>2 per pagina</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>4 a page (A6)</source>
        <translation>4 per pagina (A6)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>How many cards on each A4 sheet: two (A5 halves) or four (A6 quarters, with faint marks to cut them apart)</source>
        <translation>Quante schede su ogni foglio A4: due (metà A5) o quattro (quarti A6, con segni leggeri per ritagliarle)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>Cards a page</source>
        <translation>Schede per pagina</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>score card {0}</source>
        <translation>scheda {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>Print this card…</source>
        <translation>Stampa la scheda…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>Print this card</source>
        <translation>Stampa la scheda</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="1"/>
        <source>Select a pair or player in the list first, then print its card (right click, or Ctrl+Shift+S).</source>
        <translation>Scegli prima una coppia o un giocatore nell&apos;elenco, poi stampane la scheda (clic destro, oppure Ctrl+Shift+S).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="89"/>
        <source>round {0}</source>
        <translation>turno {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="161"/>
        <source>Writing {0}…</source>
        <translation>Scrittura di {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="171"/>
        <source>Could not write {0}: {1}. Choose another folder or close the file elsewhere.</source>
        <translation>Impossibile scrivere {0}: {1}. Scegli un&apos;altra cartella o chiudi il file aperto altrove.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="190"/>
        <source>Seating lists</source>
        <translation>Elenchi di abbinamento</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="191"/>
        <source>seating lists</source>
        <translation>abbinamenti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="195"/>
        <source>Table cards</source>
        <translation>Cartellini dei tavoli</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="196"/>
        <source>table cards</source>
        <translation>cartellini</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="200"/>
        <source>Scoresheets</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="201"/>
        <source>scoresheets</source>
        <translation>segnapunti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="205"/>
        <source>Round results</source>
        <translation>Risultati del turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="206"/>
        <source>results</source>
        <translation>risultati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="221"/>
        <source>Write a PDF of the round shown and open it to print</source>
        <translation>Crea il PDF del turno mostrato e aprilo per stamparlo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="245"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="310"/>
        <location filename="../../tournament_app/ui/season_dialog.py" line="418"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="256"/>
        <source>&amp;Print…</source>
        <translation>&amp;Stampa…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="259"/>
        <source>Print the standings as shown, with a preview</source>
        <translation>Stampa la classifica come è mostrata, con anteprima</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="263"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="319"/>
        <source>Standings PDF</source>
        <translation>Classifica PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="267"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="333"/>
        <source>Prize list PDF</source>
        <translation>Premiazione PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="270"/>
        <source>The prize list as chosen beside the standings</source>
        <translation>La premiazione come scelta accanto alla classifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="274"/>
        <source>&amp;Export…</source>
        <translation>&amp;Esporta…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="277"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="357"/>
        <source>Excel workbook, PDF and web page of the whole tournament</source>
        <translation>Cartella Excel, PDF e pagina web di tutto il torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="320"/>
        <source>standings</source>
        <translation>classifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="334"/>
        <source>prize list</source>
        <translation>premiazione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="346"/>
        <location filename="../../tournament_app/ui/export_actions.py" line="371"/>
        <source>Entries PDF</source>
        <translation>Elenco iscritti PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="349"/>
        <source>Write the list of entries as a PDF and open it to print</source>
        <translation>Scrive l&apos;elenco degli iscritti in un PDF e lo apre per stamparlo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="354"/>
        <source>Export…</source>
        <translation>Esporta…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="372"/>
        <source>entries</source>
        <translation>iscritti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="401"/>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="409"/>
        <location filename="../../tournament_app/ui/season_dialog.py" line="407"/>
        <source>Saved: {0}</source>
        <translation>Salvato: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="562"/>
        <source>page {0} of {1}</source>
        <translation>pagina {0} di {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="589"/>
        <source>Print preview</source>
        <translation>Anteprima di stampa</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="602"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="193"/>
        <source>S&amp;eating lists</source>
        <translation>Elenc&amp;hi di abbinamento</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="199"/>
        <source>Ta&amp;ble cards</source>
        <translation>Cartellini &amp;dei tavoli</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="205"/>
        <source>S&amp;coresheets</source>
        <translation>Segnapunt&amp;i</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="211"/>
        <source>R&amp;ound results</source>
        <translation>Risu&amp;ltati del turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="269"/>
        <source>St&amp;andings PDF</source>
        <translation>C&amp;lassifica PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/export_actions.py" line="273"/>
        <source>Pri&amp;ze list PDF</source>
        <translation>&amp;Premiazione PDF</translation>
    </message>
    <message>
        <source>Results for the federation (*.csv *.json)</source>
        <translation>Risultati per la federazione (*.csv *.json)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="18"/>
        <source>S&amp;core cards PDF</source>
        <translation>Sc&amp;hede PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="21"/>
        <source>A card for each pair or player to hand out: each round&apos;s table, opponents, scores and points, the total and the place (two or four a page)</source>
        <translation>Una scheda per ogni coppia o giocatore da consegnare: per ogni turno tavolo, avversari, punti e punti vittoria, il totale e la posizione (due o quattro per pagina)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="28"/>
        <source>&amp;Movement cards PDF</source>
        <translation>Cartelli&amp;ni di movimento PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="31"/>
        <source>For a Mitchell or a round robin: each pair&apos;s table, line and opponents in every round of the movement (two or four a page)</source>
        <translation>Per un Mitchell o un&apos;all&apos;italiana: tavolo, linea e avversari di ogni coppia in ogni turno del movimento (due o quattro per pagina)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="55"/>
        <source>Score cards PDF</source>
        <translation>Schede PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="56"/>
        <source>score cards</source>
        <translation>schede</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="69"/>
        <source>Movement cards PDF</source>
        <translation>Cartellini di movimento PDF</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/card_actions.py" line="70"/>
        <source>movement cards</source>
        <translation>cartellini di movimento</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="60"/>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="61"/>
        <source>Choose the game and name the tournament.</source>
        <translation>Scegli il gioco e dai un nome al torneo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="62"/>
        <source>&amp;Burraco (pairs or individual)</source>
        <translation>&amp;Burraco (a coppie o individuale)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="63"/>
        <source>&amp;Scala 40</source>
        <translation>S&amp;cala 40</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="69"/>
        <source>e.g. Friday burraco</source>
        <translation>es. Burraco del venerdì</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="74"/>
        <source>e.g. Circolo Il Fante, Roma</source>
        <translation>es. Circolo Il Fante, Roma</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="86"/>
        <source>Game:</source>
        <translation>Gioco:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="87"/>
        <source>N&amp;ame:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="88"/>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="89"/>
        <source>&amp;Venue:</source>
        <translation>&amp;Luogo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="78"/>
        <source>P&amp;rizes add up: an overall prize winner also takes a group or category prize</source>
        <translation>P&amp;remi cumulabili: chi vince un premio assoluto riceve anche quello del girone o della categoria</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="90"/>
        <source>Prizes:</source>
        <translation>Premi:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="84"/>
        <source>e.g. https://www.circolo.it/risultati</source>
        <translation>es. https://www.circolo.it/risultati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="87"/>
        <source>Where the results are published: printed as a QR code on the seating lists, the standings and the table cards. Leave it empty to print none.</source>
        <translation>Dove sono pubblicati i risultati: stampato come codice QR sugli elenchi degli abbinamenti, sulla classifica e sui cartellini dei tavoli. Lascialo vuoto per non stamparne nessuno.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="101"/>
        <source>Results addr&amp;ess:</source>
        <translation>Indiri&amp;zzo dei risultati:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="1"/>
        <source>The tables enter their results by phone (hall service, table codes)</source>
        <translation>I tavoli inseriscono i risultati dal telefono (servizio in sala, codici dei tavoli)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="1"/>
        <source>Each table of a published round gets a code: in burraco one pair enters the totals (or the hands) on the hall's page and the other confirms them on its own phone; in scala 40 the table's score keeper enters each hand.</source>
        <translation>Ogni tavolo di un turno pubblicato ha un codice: nel burraco una coppia inserisce i totali (o le mani) nella pagina della sala e l'altra li conferma dal proprio telefono; nella scala 40 il segnapunti del tavolo inserisce ogni mano.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="1"/>
        <source>Table entry:</source>
        <translation>Inserimento dai tavoli:</translation>
    </message>
</context>
<context>
    <name>ImportEntriesDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="71"/>
        <source>This kind of file cannot be read: save it as .xlsx or .csv and choose it again.</source>
        <translation>Questo tipo di file non si può leggere: salvalo come .xlsx o .csv e sceglilo di nuovo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="75"/>
        <source>The file could not be read: it may be damaged or open in another program.</source>
        <translation>Impossibile leggere il file: potrebbe essere danneggiato o aperto in un altro programma.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="79"/>
        <source>No heading row with a surname (Cognome) or player (Giocatore) column was found in the first 10 rows. Add the headings and choose the file again.</source>
        <translation>Nelle prime 10 righe non c&apos;è una riga di intestazione con una colonna Cognome o Giocatore. Aggiungi le intestazioni e scegli di nuovo il file.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="84"/>
        <source>The file has headings but no players under them.</source>
        <translation>Il file ha le intestazioni ma nessun giocatore sotto.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="87"/>
        <source>The surname is missing.</source>
        <translation>Manca il cognome.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="88"/>
        <source>The partner is missing: this is a pairs tournament.</source>
        <translation>Manca il compagno: questo è un torneo a coppie.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="91"/>
        <source>Two players on one line, but this tournament is individual.</source>
        <translation>Due giocatori sulla stessa riga, ma questo torneo è individuale.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="94"/>
        <source>The tessera may hold only letters, digits, &apos;-&apos; and &apos;/&apos;.</source>
        <translation>La tessera può contenere solo lettere, cifre, &apos;-&apos; e &apos;/&apos;.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="97"/>
        <source>This tessera is already on line {0} of the file: correct it, or remove this line.</source>
        <translation>Questa tessera è già alla riga {0} del file: correggila, oppure togli questa riga.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="101"/>
        <source>This tessera is already entered.</source>
        <translation>Questa tessera è già iscritta.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="104"/>
        <source>This player is already entered, in N. {0}: remove the line from the file, or correct or delete that entry.</source>
        <translation>Questo giocatore è già iscritto, nel N. {0}: togli la riga dal file, oppure correggi o cancella quell&apos;iscrizione.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="109"/>
        <source>This player is also on line {0} of the file: keep them on one line only.</source>
        <translation>Questo giocatore è anche alla riga {0} del file: lascialo in una riga sola.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="113"/>
        <source>The same player is written twice on this line: write the partner&apos;s name.</source>
        <translation>Lo stesso giocatore è scritto due volte in questa riga: scrivi il nome del compagno.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="117"/>
        <source>The text is too long: {0} characters, at most {1}. Shorten it in the file.</source>
        <translation>Il testo è troppo lungo: {0} caratteri, al massimo {1}. Accorcialo nel file.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="123"/>
        <source>The text holds an invisible character ({0}). Remove it in the file.</source>
        <translation>Il testo contiene un carattere invisibile ({0}). Toglilo nel file.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="128"/>
        <source>The file is too large for a list of players (over {0} MB): check that you chose the right file; if it really is the list, split it into several files.</source>
        <translation>Il file è troppo grande per un elenco di giocatori (più di {0} MB): controlla di aver scelto il file giusto; se è davvero l&apos;elenco, dividilo in più file.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="133"/>
        <source>The file has more than {0} lines, more than any list of players: check that you chose the right file; if it really is the list, split it into files of at most {0} lines.</source>
        <translation>Il file ha più di {0} righe, più di qualsiasi elenco di giocatori: controlla di aver scelto il file giusto; se è davvero l&apos;elenco, dividilo in file di al massimo {0} righe.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="138"/>
        <source>Line {0} of the file is too long for a list of players (at most {1} columns and {2} characters): check that you chose the right file, or shorten the line.</source>
        <translation>La riga {0} del file è troppo lunga per un elenco di giocatori (al massimo {1} colonne e {2} caratteri): controlla di aver scelto il file giusto, oppure accorcia la riga.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="135"/>
        <source>tessera</source>
        <translation>tessera</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="136"/>
        <source>surname</source>
        <translation>cognome</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="137"/>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="138"/>
        <source>surname and name</source>
        <translation>cognome e nome</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="139"/>
        <source>club</source>
        <translation>circolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="140"/>
        <source>category</source>
        <translation>categoria</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="141"/>
        <source>group</source>
        <translation>girone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="145"/>
        <source>{0} of player {1}</source>
        <translation>{0} del giocatore {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="184"/>
        <source>Import entries — {0}</source>
        <translation>Importa iscrizioni — {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="192"/>
        <location filename="../../tournament_app/ui/registration_import.py" line="203"/>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="193"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="194"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="195"/>
        <source>Cat.</source>
        <translation>Cat.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="196"/>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="204"/>
        <source>Column</source>
        <translation>Colonna</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="205"/>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="206"/>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="215"/>
        <source>Ready to import ({0})</source>
        <translation>Pronte da importare ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="219"/>
        <source>Problems ({0})</source>
        <translation>Problemi ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="227"/>
        <source>“{0}” → {1}</source>
        <translation>«{0}» → {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="234"/>
        <source>Columns recognised: {0}</source>
        <translation>Colonne riconosciute: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="243"/>
        <source>Lines with problems: {0}. They will be skipped (see the Problems tab). Correct them in the file and import it again, or import the good lines now.</source>
        <translation>Righe con problemi: {0}. Saranno saltate (vedi la scheda Problemi). Correggile nel file e importalo di nuovo, oppure importa adesso le righe buone.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="250"/>
        <source>&amp;Import the entries ready ({0})</source>
        <translation>&amp;Importa le iscrizioni pronte ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="270"/>
        <source>Reading {0}…</source>
        <translation>Lettura di {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration_import.py" line="290"/>
        <source>Import entries</source>
        <translation>Importa iscrizioni</translation>
    </message>
</context>
<context>
    <name>LogPage</name>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="50"/>
        <source>When</source>
        <translation>Quando</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="51"/>
        <source>Station</source>
        <translation>Postazione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="52"/>
        <source>Change</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="53"/>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="54"/>
        <source>Undone</source>
        <translation>Annullata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="54"/>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="74"/>
        <source>U&amp;ndo last change</source>
        <translation>A&amp;nnulla l&apos;ultima modifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="78"/>
        <source>Every tournament</source>
        <translation>Tutti i tornei</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="83"/>
        <source>Show &amp;earlier changes</source>
        <translation>Mostra modifiche pr&amp;ecedenti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="137"/>
        <source>the latest {0} of {1} changes</source>
        <translation>le ultime {0} di {1} modifiche</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="142"/>
        <source>{0} changes</source>
        <translation>{0} modifiche</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="162"/>
        <source>Before:</source>
        <translation>Prima:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="162"/>
        <source>After:</source>
        <translation>Dopo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="171"/>
        <location filename="../../tournament_app/ui/log_page.py" line="181"/>
        <location filename="../../tournament_app/ui/log_page.py" line="188"/>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="171"/>
        <source>There is no change to undo.</source>
        <translation>Non c&apos;è nessuna modifica da annullare.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/log_page.py" line="176"/>
        <source>Undo this change?</source>
        <translation>Annullare questa modifica?</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="116"/>
        <source>Opening {0}…</source>
        <translation>Apertura di {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="182"/>
        <source>&amp;Tournaments</source>
        <translation>&amp;Tornei</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="183"/>
        <source>Re&amp;gistration</source>
        <translation>Re&amp;gistrazione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="184"/>
        <source>&amp;Rounds</source>
        <translation>T&amp;urni</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="185"/>
        <source>Res&amp;ults</source>
        <translation>&amp;Risultati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="186"/>
        <source>Stand&amp;ings</source>
        <translation>&amp;Classifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="187"/>
        <source>&amp;Log</source>
        <translation>Registr&amp;o</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="219"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="220"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="223"/>
        <source>&amp;Open tournament</source>
        <translation>&amp;Apri torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="228"/>
        <source>Tournament &amp;settings…</source>
        <translation>Impostazioni del &amp;torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="231"/>
        <source>Players &amp;registry…</source>
        <translation>Ana&amp;grafica giocatori…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="234"/>
        <source>Open &amp;database…</source>
        <translation>Apri a&amp;rchivio…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="236"/>
        <source>&amp;Connect to server…</source>
        <translation>&amp;Collegati al server…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="237"/>
        <source>Co&amp;pies of the database…</source>
        <translation>Copie di &amp;sicurezza…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="239"/>
        <source>&amp;Import tournament file…</source>
        <translation>&amp;Importa file torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="240"/>
        <source>&amp;Export tournament file…</source>
        <translation>Es&amp;porta file torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="242"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="244"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="245"/>
        <source>&amp;Projector</source>
        <translation>&amp;Proiettore</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="246"/>
        <source>Season &amp;ranking…</source>
        <translation>Classifica della &amp;stagione…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="249"/>
        <source>&amp;Hall service…</source>
        <translation>Servizio in sa&amp;la…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="250"/>
        <source>Tournaments</source>
        <translation>Tornei</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="251"/>
        <source>Registration</source>
        <translation>Registrazione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="252"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="253"/>
        <source>Results</source>
        <translation>Risultati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="254"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="255"/>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="262"/>
        <source>&amp;Settings</source>
        <translation>Imposta&amp;zioni</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="263"/>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="273"/>
        <source>&amp;Station name…</source>
        <translation>&amp;Nome postazione…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="275"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="277"/>
        <source>&amp;User guide</source>
        <translation>&amp;Guida utente</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="278"/>
        <source>&amp;About Torneo</source>
        <translation>&amp;Informazioni su Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="357"/>
        <source>{0} on {1}</source>
        <translation>{0} su {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="364"/>
        <source>display only</source>
        <translation>sola visualizzazione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="382"/>
        <source>No round yet</source>
        <translation>Nessun turno ancora</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="392"/>
        <source>draft</source>
        <translation>bozza</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="393"/>
        <source>in play</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="394"/>
        <source>complete</source>
        <translation>completo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="397"/>
        <source>Round {0} ({1})</source>
        <translation>Turno {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="401"/>
        <source>Tables over: {0} / {1}</source>
        <translation>Tavoli finiti: {0} / {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="403"/>
        <source>Tables entered: {0} / {1}</source>
        <translation>Tavoli inseriti: {0} / {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/window.py" line="413"/>
        <source>(in conflict: {0})</source>
        <translation>(discordanti: {0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="32"/>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="154"/>
        <source>Open database</source>
        <translation>Apri archivio</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="33"/>
        <source>Torneo databases (*.sqlite3 *.db);;All files (*)</source>
        <translation>Archivi di Torneo (*.sqlite3 *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="51"/>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="63"/>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="78"/>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="102"/>
        <source>Connect to server</source>
        <translation>Collegati al server</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="52"/>
        <source>Server address, e.g. postgresql+psycopg://director@192.168.1.10/club:</source>
        <translation>Indirizzo del server, es. postgresql+psycopg://direttore@192.168.1.10/circolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="64"/>
        <source>“{0}” is not a server address. It must start with postgresql:// or postgresql+psycopg://.</source>
        <translation>«{0}» non è l&apos;indirizzo di un server. Deve iniziare con postgresql:// o postgresql+psycopg://.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="79"/>
        <source>Password for {0} (leave empty if none):</source>
        <translation>Password per {0} (lascia vuoto se non c&apos;è):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="118"/>
        <source>Remember the password in the system keyring for next time?</source>
        <translation>Ricordare la password nel portachiavi di sistema per la prossima volta?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="197"/>
        <source>Go back to a copy</source>
        <translation>Torna a una copia</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/menu_actions.py" line="76"/>
        <source>Station name</source>
        <translation>Nome postazione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/menu_actions.py" line="77"/>
        <source>Name of this station in the log (e.g. Sala 1, Mario):</source>
        <translation>Nome di questa postazione nel registro (es. Sala 1, Mario):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/menu_actions.py" line="121"/>
        <source>User guide</source>
        <translation>Guida utente</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/menu_actions.py" line="122"/>
        <source>The user guide is missing from this installation: {0} cannot be read. Reinstalling Torneo puts it back.</source>
        <translation>La guida utente manca da questa installazione: impossibile leggere {0}. Reinstalla Torneo per ripristinarla.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="126"/>
        <source>The system keyring did not take the password: it will be asked for at the next start.</source>
        <translation>Il portachiavi di sistema non ha accettato la password: verrà chiesta al prossimo avvio.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/main_window/databases.py" line="107"/>
        <source>This computer has no system keyring, so the password cannot be remembered: Torneo keeps it until it is closed and asks for it at the next start.</source>
        <translation>Questo computer non ha un portachiavi di sistema, quindi la password non può essere ricordata: Torneo la tiene finché resta aperto e la chiede al prossimo avvio.</translation>
    </message>
</context>
<context>
    <name>NewTournamentWizard</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="141"/>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="381"/>
        <source>New tournament</source>
        <translation>Nuovo torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="161"/>
        <source>Tournament settings — {0}</source>
        <translation>Impostazioni del torneo — {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="170"/>
        <source>Check the settings, then press Finish to save the changes.</source>
        <translation>Controlla le impostazioni, poi premi Fine per salvare le modifiche.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="212"/>
        <source>Fixed since round 1 was published: the results entered were scored with it.</source>
        <translation>Bloccata da quando il turno 1 è stato pubblicato: i risultati inseriti sono stati calcolati con questa impostazione.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="347"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="348"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="349"/>
        <source>Venue</source>
        <translation>Luogo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="353"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="1"/>
        <source>Grand final of the season</source>
        <translation>Finale della stagione</translation>
    </message>
</context>
<context>
    <name>PenaltiesDialog</name>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="53"/>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="63"/>
        <source>warning</source>
        <translation>ammonizione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="54"/>
        <source>placement points taken away</source>
        <translation>punti piazzamento tolti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="57"/>
        <source>penalty points</source>
        <translation>punti di penalità</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="58"/>
        <source>forfeit: last at the table</source>
        <translation>turno perso a tavolino: ultimo al tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="64"/>
        <source>VP taken away</source>
        <translation>PV tolti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="65"/>
        <source>MP taken away</source>
        <translation>punti tolti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="66"/>
        <source>forfeit</source>
        <translation>turno perso a tavolino</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="99"/>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="302"/>
        <source>Penalties</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="111"/>
        <source>overall (no round)</source>
        <translation>generale (nessun turno)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="114"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="138"/>
        <source>e.g. 8 minutes late; slow play</source>
        <translation>es. 8 minuti di ritardo; gioco lento</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="143"/>
        <source>&amp;Add penalty</source>
        <translation>&amp;Aggiungi penalità</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="149"/>
        <source>&amp;Entry:</source>
        <translation>&amp;Iscrizione:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="150"/>
        <source>R&amp;ound:</source>
        <translation>T&amp;urno:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="151"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Tipo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="154"/>
        <source>&amp;Placement points taken away:</source>
        <translation>Punti pia&amp;zzamento tolti:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="158"/>
        <source>&amp;Penalty points added:</source>
        <translation>&amp;Punti di penalità aggiunti:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="160"/>
        <source>&amp;VP taken away:</source>
        <translation>P&amp;V tolti:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="161"/>
        <source>&amp;MP taken away:</source>
        <translation>&amp;Punti tolti:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="162"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="169"/>
        <source>Entry</source>
        <translation>Iscrizione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="171"/>
        <source>Round</source>
        <translation>Turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="172"/>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="175"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="175"/>
        <source>Placement pts</source>
        <translation>Punti piazz.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="181"/>
        <source>MP</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="181"/>
        <source>Penalty pts</source>
        <translation>Punti pen.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="187"/>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="199"/>
        <source>Take back the selected penalty</source>
        <translation>Togli la penalità selezionata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="268"/>
        <source>Choose an entry of this tournament (type its number).</source>
        <translation>Scegli un&apos;iscrizione di questo torneo (scrivi il suo numero).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="273"/>
        <source>Write the reason: it is printed with the penalty.</source>
        <translation>Scrivi il motivo: viene stampato con la penalità.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="300"/>
        <source>Take back the penalty of entry {0} ({1})?</source>
        <translation>Togliere la penalità dell&apos;iscrizione {0} ({1})?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/penalties_dialog.py" line="317"/>
        <source>8 minutes late</source>
        <translation>8 minuti di ritardo</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="46"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="55"/>
        <source>&amp;Surname:</source>
        <translation>&amp;Cognome:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="56"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="57"/>
        <source>&amp;Tessera:</source>
        <translation>&amp;Tessera:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="58"/>
        <source>&amp;Club:</source>
        <translation>C&amp;ircolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="59"/>
        <source>C&amp;ategory:</source>
        <translation>C&amp;ategoria:</translation>
    </message>
</context>
<context>
    <name>PlayerField</name>
    <message>
        <location filename="../../tournament_app/ui/registration/entry_dialog.py" line="30"/>
        <source>Surname Name, or tessera</source>
        <translation>Cognome Nome, oppure tessera</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="158"/>
        <source>Torneo — projector</source>
        <translation>Torneo — proiettore</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="159"/>
        <source>Start / pause (Space)</source>
        <translation>Avvia / pausa (Spazio)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="160"/>
        <source>Reset (R)</source>
        <translation>Azzera (R)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="161"/>
        <source>Next page (N)</source>
        <translation>Pagina successiva (N)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="257"/>
        <source>No tournament open</source>
        <translation>Nessun torneo aperto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="163"/>
        <location filename="../../tournament_app/ui/projector/window.py" line="278"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="106"/>
        <source>The seating appears here when the round is published.</source>
        <translation>La disposizione ai tavoli compare qui quando il turno è pubblicato.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="120"/>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="112"/>
        <source>v</source>
        <translation>contro</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="130"/>
        <source>Seating by table</source>
        <translation>Disposizione per tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="161"/>
        <location filename="../../tournament_app/ui/projector/window.py" line="276"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="141"/>
        <source>1 pt</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="232"/>
        <source>Team standings</source>
        <translation>Classifica a squadre</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="152"/>
        <source>1 match pt</source>
        <translation>1 punto partita</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="152"/>
        <source>{0} match pts</source>
        <translation>{0} punti partita</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="152"/>
        <source>hands: {0}</source>
        <translation>diff. mani: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="145"/>
        <source>penalty points: {0}</source>
        <translation>punti di penalità: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="181"/>
        <source>Stage</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="182"/>
        <source>Place at table</source>
        <translation>Pos. al tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="183"/>
        <source>Penalty in last stage</source>
        <translation>Penalità nell&apos;ultima fase</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="215"/>
        <source>The standings appear after the first results.</source>
        <translation>La classifica compare dopo i primi risultati.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="241"/>
        <source>{0} VP</source>
        <translation>{0} PV</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="143"/>
        <source>{0} pts</source>
        <translation>{0} punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="226"/>
        <source>withdrawn</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/content.py" line="255"/>
        <source>Standings</source>
        <translation>Classifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="181"/>
        <source>Hall address (Q)</source>
        <translation>Indirizzo per i telefoni (Q)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/projector/window.py" line="272"/>
        <source>Time is up</source>
        <translation>Tempo scaduto</translation>
    </message>
</context>
<context>
    <name>RegistrationPage</name>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="64"/>
        <source>N.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="65"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="66"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="67"/>
        <source>Cat.</source>
        <translation>Cat.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="68"/>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="69"/>
        <source>Present</source>
        <translation>Presente</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="70"/>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="91"/>
        <source>A…H</source>
        <translation>A…H</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="94"/>
        <source>&amp;Add</source>
        <translation>Agg&amp;iungi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="99"/>
        <source>Quick add</source>
        <translation>Iscrizione rapida</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="101"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="267"/>
        <source>Player &amp;1:</source>
        <translation>Giocatore &amp;1:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="103"/>
        <source>Player &amp;2:</source>
        <translation>Giocatore &amp;2:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="108"/>
        <source>&amp;Category:</source>
        <translation>Cat&amp;egoria:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="110"/>
        <source>Gr&amp;oup:</source>
        <translation>Giro&amp;ne:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="122"/>
        <source>Import from E&amp;xcel/CSV…</source>
        <translation>Importa da E&amp;xcel/CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="124"/>
        <source>Toggle prese&amp;nt (Ctrl+P)</source>
        <translation>&amp;Presente sì/no (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="126"/>
        <source>&amp;Edit… (F2)</source>
        <translation>Mo&amp;difica… (F2)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="131"/>
        <source>&amp;Withdraw / reinstate</source>
        <translation>Ritira / ria&amp;mmetti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="134"/>
        <source>Delete… (Del)</source>
        <translation>Cancella… (Canc)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="136"/>
        <source>Delete an entry made by mistake, which never sat at a table</source>
        <translation>Cancella un&apos;iscrizione fatta per errore, che non si è mai seduta a un tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="146"/>
        <source>Search… (Ctrl+F)</source>
        <translation>Cerca… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="148"/>
        <source>Show only the entries with this name, number or tessera; Esc shows them all</source>
        <translation>Mostra solo le iscrizioni con questo nome, numero o tessera; Esc le mostra tutte</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="267"/>
        <source>&amp;Player:</source>
        <translation>Giocatore &amp;singolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="270"/>
        <source>Registration — {0}</source>
        <translation>Registrazione — {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="272"/>
        <source>Registration</source>
        <translation>Registrazione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="289"/>
        <source>Entries: {0}, present: {1}</source>
        <translation>Iscrizioni: {0}, presenti: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="292"/>
        <source>, withdrawn: {0}</source>
        <translation>, ritirate: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="294"/>
        <source>, flagged as duplicates: {0}</source>
        <translation>, segnalate come doppie: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="307"/>
        <source>withdrawn</source>
        <translation>ritirata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="310"/>
        <source>shares a player with N. {0}</source>
        <translation>ha un giocatore in comune con il N. {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="327"/>
        <source>Choose an entry in the list first: click it, or find it with Ctrl+F and press Enter.</source>
        <translation>Scegli prima un&apos;iscrizione nell&apos;elenco: fai clic su di essa, oppure trovala con Ctrl+F e premi Invio.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="361"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="375"/>
        <source>Add entry</source>
        <translation>Aggiungi iscrizione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="362"/>
        <source>Type both players of the pair (surname and name, or tessera).</source>
        <translation>Scrivi entrambi i giocatori della coppia (cognome e nome, oppure tessera).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="364"/>
        <source>Type the player&apos;s surname and name, or tessera.</source>
        <translation>Scrivi cognome e nome del giocatore, oppure la tessera.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="391"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="396"/>
        <source>Check-in</source>
        <translation>Presenza</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="402"/>
        <source>Edit entry</source>
        <translation>Modifica iscrizione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="415"/>
        <source>Withdraw N. {0} ({1}) from the next rounds? Results already played stay.</source>
        <translation>Ritirare il N. {0} ({1}) dai prossimi turni? I risultati già giocati restano.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="409"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="418"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="423"/>
        <source>Withdraw</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="432"/>
        <source>Delete N. {0} ({1})? Only an entry that never sat at a table can be deleted; Undo on the Log page brings it back.</source>
        <translation>Cancellare il N. {0} ({1})? Si cancella solo un&apos;iscrizione che non si è mai seduta a un tavolo; «Annulla l&apos;ultima modifica» nella pagina Registro la riporta.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="428"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="436"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="442"/>
        <source>Delete entry</source>
        <translation>Cancella iscrizione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="454"/>
        <location filename="../../tournament_app/ui/registration/page.py" line="461"/>
        <source>Import entries</source>
        <translation>Importa iscrizioni</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="455"/>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Fogli di calcolo (*.xlsx *.xlsm *.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="1"/>
        <source>Replace the qualifier</source>
        <translation>Sostituisci il qualificato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="1"/>
        <source>N. {0} ({1}) was going on to stage {2}. Put N. {3} ({4}), the next in the ranking, in their place?</source>
        <translation>N. {0} ({1}) passava alla fase {2}. Far entrare al suo posto N. {3} ({4}), il prossimo in classifica?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/page.py" line="1"/>
        <source>N. {0} ({1}) was invited to the grand final. Invite {4}, the next in the season ranking, in their place (as N. {3})?</source>
        <translation>N. {0} ({1}) era invitato alla finale. Invitare al suo posto {4}, il prossimo della classifica della stagione (come N. {3})?</translation>
    </message>
    <message>
        <source>{0}: no tessera</source>
        <translation>{0}: senza tessera</translation>
    </message>
    <message>
        <source>tessera {0} not a member</source>
        <translation>tessera {0} non tra i tesserati</translation>
    </message>
    <message>
        <source>tessera {0} expired {1}</source>
        <translation>tessera {0} scaduta il {1}</translation>
    </message>
    <message>
        <source>{0} has no tessera: add it (Edit…) if the player is a member.</source>
        <translation>{0} non ha la tessera: aggiungila (Modifica…) se il giocatore è tesserato.</translation>
    </message>
    <message>
        <source>{0}: tessera {1} is not on the member list. Check the number, or the card.</source>
        <translation>{0}: la tessera {1} non è nell&apos;elenco dei tesserati. Controlla il numero, o la tessera.</translation>
    </message>
    <message>
        <source>{0}: tessera {1} was valid until {2}, before the tournament ({3}).</source>
        <translation>{0}: la tessera {1} era valida fino al {2}, prima del torneo ({3}).</translation>
    </message>
    <message>
        <source>The entry is kept as it is: the director decides.</source>
        <translation>L&apos;iscrizione resta com&apos;è: decide il direttore di gara.</translation>
    </message>
    <message>
        <source>, tessera to check: {0}</source>
        <translation>, tessere da controllare: {0}</translation>
    </message>
</context>
<context>
    <name>RegistryDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="106"/>
        <source>Players registry</source>
        <translation>Anagrafica giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="109"/>
        <source>Surname, name or tessera</source>
        <translation>Cognome, nome o tessera</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="114"/>
        <source>Surname</source>
        <translation>Cognome</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="115"/>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="116"/>
        <source>Tessera</source>
        <translation>Tessera</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="117"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="118"/>
        <source>Cat.</source>
        <translation>Cat.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="131"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Aggiungi giocatore…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="133"/>
        <source>&amp;Correct… (F2)</source>
        <translation>Co&amp;rreggi… (F2)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="135"/>
        <source>&amp;Import from Excel/CSV…</source>
        <translation>&amp;Importa da Excel/CSV…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="142"/>
        <source>&amp;Find:</source>
        <translation>&amp;Cerca:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="170"/>
        <source>First {0} players: type to narrow</source>
        <translation>Primi {0} giocatori: scrivi per restringere</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="173"/>
        <source>Players: {0}</source>
        <translation>Giocatori: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="200"/>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="213"/>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="230"/>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="238"/>
        <source>Import players</source>
        <translation>Importa giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="201"/>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Fogli di calcolo (*.xlsx *.xlsm *.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="210"/>
        <source>Reading {0}…</source>
        <translation>Lettura di {0}…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="221"/>
        <source>Line {0}: {1} {2}</source>
        <translation>Riga {0}: {1} {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="231"/>
        <source>Nothing was imported. Correct these lines in the file and try again:</source>
        <translation>Non è stato importato nulla. Correggi queste righe nel file e riprova:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registry_dialog.py" line="239"/>
        <source>Players added to the registry: {0}.</source>
        <translation>Giocatori aggiunti all&apos;anagrafica: {0}.</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Reopen phone entry</source>
        <translation>Riapri inserimento dal telefono</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Reopen phone entry for all</source>
        <translation>Riapri inserimento dal telefono per tutti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>The phones enter the result of the table in the line again</source>
        <translation>I telefoni inseriscono di nuovo il risultato del tavolo nella riga</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>The phones enter again at every table of this round whose entry you closed</source>
        <translation>I telefoni inseriscono di nuovo a ogni tavolo di questo turno di cui hai chiuso l&apos;inserimento</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>phone entry reopened</source>
        <translation>inserimento dal telefono riaperto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Phone entry reopened (tables: {0}): their phones enter the result again.</source>
        <translation>Inserimento dal telefono riaperto (tavoli: {0}): i loro telefoni inseriscono di nuovo il risultato.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>No table had its phone entry closed: nothing reopened.</source>
        <translation>Nessun tavolo aveva l&apos;inserimento dal telefono chiuso: non è stato riaperto nulla.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Still closed, their results being in (tables: {0}): correct them here.</source>
        <translation>Restano chiusi, con il risultato già registrato (tavoli: {0}): correggili qui.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entry_line.py" line="35"/>
        <source>every burraco score is a multiple of 5</source>
        <translation>ogni punteggio di burraco è multiplo di 5</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entry_line.py" line="38"/>
        <source>the number of hands does not match the tournament</source>
        <translation>il numero di smazzate non corrisponde al torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="98"/>
        <source>Round:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="137"/>
        <source>Quick entry: table, NS points, EW points, Enter</source>
        <translation>Inserimento rapido: tavolo, punti NS, punti EO, Invio</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="140"/>
        <source>table</source>
        <translation>tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="143"/>
        <source>NS points</source>
        <translation>Punti NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="146"/>
        <source>EW points</source>
        <translation>Punti EO</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="169"/>
        <source>Save (Enter)</source>
        <translation>Salva (Invio)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="172"/>
        <source>Second operator (double entry)</source>
        <translation>Secondo operatore (doppio inserimento)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="183"/>
        <source>&amp;NS</source>
        <translation>&amp;NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="185"/>
        <source>&amp;EW</source>
        <translation>&amp;EO</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="240"/>
        <source>&amp;Correct</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="241"/>
        <source>Load the selected table into the entry line</source>
        <translation>Carica il tavolo selezionato nella riga di inserimento</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="245"/>
        <source>Enter the selected table&apos;s sheet hand by hand</source>
        <translation>Inserisci lo score del tavolo selezionato smazzata per smazzata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="254"/>
        <source>&amp;Penalties…</source>
        <translation>&amp;Penalità…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="257"/>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="180"/>
        <source>Remove result</source>
        <translation>Togli risultato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Close phone entry</source>
        <translation>Chiudi inserimento dal telefono</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>No more results from the phones for the table in the line</source>
        <translation>Nessun altro risultato dai telefoni per il tavolo nella riga</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>Close phone entry for all</source>
        <translation>Chiudi inserimento dal telefono per tutti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="1"/>
        <source>No more results from the phones for any table of this round</source>
        <translation>Nessun altro risultato dai telefoni per i tavoli di questo turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>by phone: waiting for confirmation</source>
        <translation>dal telefono: in attesa di conferma</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>by phone: in conflict, check the scoresheet</source>
        <translation>dal telefono: in conflitto, controlla il segnapunti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>by phone: unlikely, check the scoresheet</source>
        <translation>dal telefono: improbabile, controlla il segnapunti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>by phone: after the round, check the scoresheet</source>
        <translation>dal telefono: a turno finito, controlla il segnapunti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>entered by phone</source>
        <translation>inserito dal telefono</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/phone_entry.py" line="1"/>
        <source>phone entry closed</source>
        <translation>inserimento dal telefono chiuso</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="297"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="300"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="307"/>
        <location filename="../../tournament_app/ui/results/table_lines.py" line="36"/>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="306"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entry_line.py" line="48"/>
        <source>Refused: {0}. Check the scoresheet and type it again.</source>
        <translation>Rifiutato: {0}. Ricontrolla il segnapunti e riscrivilo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="181"/>
        <source>T&amp;able</source>
        <translation>Tavo&amp;lo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="243"/>
        <source>Hand b&amp;y hand…</source>
        <translation>Smazzata per &amp;smazzata…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="247"/>
        <source>Forfeit…</source>
        <translation>Forfait…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="249"/>
        <source>Referee&apos;s score…</source>
        <translation>Punteggio arbitrale…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="251"/>
        <source>Set the VP (and MP) of a turno whose hands cannot be rebuilt</source>
        <translation>Assegna i PV (e i punti) di un turno le cui smazzate non si possono ricostruire</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="310"/>
        <source>NS MP</source>
        <translation>Punti NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="311"/>
        <source>EW MP</source>
        <translation>Punti EO</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="312"/>
        <source>NS VP</source>
        <translation>PV NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="313"/>
        <source>EW VP</source>
        <translation>PV EO</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="316"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="421"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="62"/>
        <source>The result saved has NS {0} — EW {1}; the second entry, typed at {2} on {3}, has NS {4} — EW {5}. Check the scoresheet, then type the right figures with double entry off: that corrects the result (or confirms it) and closes the disagreement.</source>
        <translation>Il risultato salvato ha NS {0} — EO {1}; il secondo inserimento, scritto alla postazione {2} il {3}, ha NS {4} — EO {5}. Controlla il segnapunti, poi scrivi i numeri giusti con il doppio inserimento spento: il risultato viene corretto (o confermato) e la discordanza si chiude.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="150"/>
        <source>1 table in conflict (the second entry differs): {0}.</source>
        <translation>1 tavolo discordante (il secondo inserimento è diverso): {0}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="155"/>
        <source>{0} tables in conflict (the second entry differs): {1}.</source>
        <translation>{0} tavoli discordanti (il secondo inserimento è diverso): {1}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="197"/>
        <source>(entered)</source>
        <translation>(inserito)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="203"/>
        <source>second entry {0}–{1} by {2}: in conflict</source>
        <translation>secondo inserimento {0}–{1} da {2}: discordante</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="274"/>
        <source>Table {0} confirmed by the second entry: the disagreement ({1}–{2}, typed at {3}) is closed.</source>
        <translation>Tavolo {0} confermato dal secondo inserimento: la discordanza ({1}–{2}, scritta alla postazione {3}) è chiusa.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="290"/>
        <source>Table {0}: the first entry has {1}–{2}, the second {3}–{4}. Nothing was changed: check the scoresheet, then type the right figures with double entry off.</source>
        <translation>Tavolo {0}: il primo inserimento ha {1}–{2}, il secondo {3}–{4}. Non è cambiato nulla: controlla il segnapunti, poi scrivi i numeri giusti con il doppio inserimento spento.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="125"/>
        <source>No published round yet: publish one on the Rounds page.</source>
        <translation>Nessun turno pubblicato: pubblicane uno nella pagina Turni.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/page.py" line="175"/>
        <source>Re-enter sheets already entered: matches are confirmed, differences shown (Ctrl+Shift+D)</source>
        <translation>Reinserisci gli score già inseriti: le corrispondenze sono confermate, le differenze mostrate (Ctrl+Maiusc+D)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="56"/>
        <source>second entry {0}–{1} ({2})</source>
        <translation>2° inserimento {0}–{1} ({2})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="132"/>
        <source>Round {0}: all {1} tables entered.</source>
        <translation>Turno {0}: inseriti tutti i {1} tavoli.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="138"/>
        <source>Round {0}: {1} of {2} tables missing — {3}</source>
        <translation>Turno {0}: mancano {1} tavoli su {2} — {3}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="174"/>
        <source>Type the table number: its pairs appear here. Enter on a full line saves it and moves to the next missing table; Ctrl+L comes back here.</source>
        <translation>Scrivi il numero del tavolo: qui compaiono le sue coppie. Invio su una riga completa la salva e passa al prossimo tavolo mancante; Ctrl+L riporta qui.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="185"/>
        <source>Table {0}: bye for {1}</source>
        <translation>Tavolo {0}: riposo per {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="191"/>
        <source>Table {0}: NS {1} — EW {2}</source>
        <translation>Tavolo {0}: NS {1} — EO {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/round_shown.py" line="199"/>
        <source>(entered: {0}–{1})</source>
        <translation>(inserito: {0}–{1})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="120"/>
        <source>Round {0} has no table {1} (tables {2}).</source>
        <translation>Il turno {0} non ha il tavolo {1} (tavoli {2}).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="129"/>
        <source>Table {0} is a bye: its score is automatic. Type another table.</source>
        <translation>Il tavolo {0} è un riposo: il suo punteggio è automatico. Scrivi un altro tavolo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="140"/>
        <source>Type the line&apos;s points as a whole number, e.g. 640 or -35.</source>
        <translation>Scrivi i punti della linea come numero intero, es. 640 o -35.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="160"/>
        <source>Unlikely score</source>
        <translation>Punteggio improbabile</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="164"/>
        <source>Not saved: check the figures.</source>
        <translation>Non salvato: controlla i numeri.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="176"/>
        <source>Table {0} already has exactly these points.</source>
        <translation>Il tavolo {0} ha già esattamente questi punti.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="185"/>
        <source>Correct a result</source>
        <translation>Correggi un risultato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="189"/>
        <source>Not changed.</source>
        <translation>Non modificato.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="212"/>
        <source>Table {0} saved: NS {1} — EW {2}  →  VP {3}–{4}</source>
        <translation>Tavolo {0} salvato: NS {1} — EO {2}  →  PV {3}–{4}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/entering.py" line="272"/>
        <source>Table {0} confirmed by the second entry.</source>
        <translation>Tavolo {0} confermato dal secondo inserimento.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="52"/>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="103"/>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="139"/>
        <source>Choose a table first (type it or select it).</source>
        <translation>Scegli prima un tavolo (scrivilo o selezionalo).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="126"/>
        <source>Referee&apos;s score</source>
        <translation>Punteggio arbitrale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="144"/>
        <source>NS absent or late: {0}</source>
        <translation>NS assente o in ritardo: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="147"/>
        <source>EW absent or late: {0}</source>
        <translation>EO assente o in ritardo: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="152"/>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="164"/>
        <source>Forfeit</source>
        <translation>Forfait</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="152"/>
        <source>NS left during the turno: {0}</source>
        <translation>NS ha lasciato il tavolo durante il turno: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="155"/>
        <source>EW left during the turno: {0}</source>
        <translation>EO ha lasciato il tavolo durante il turno: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/table_actions.py" line="158"/>
        <source>Both pairs left during the turno</source>
        <translation>Entrambe le coppie hanno lasciato il tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd line points</source>
        <translation>punti 3ª linea</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>&amp;3rd</source>
        <translation>&amp;3ª</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd line</source>
        <translation>3ª linea</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd MP</source>
        <translation>Punti 3ª</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd VP</source>
        <translation>PV 3ª</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>3rd {0}</source>
        <translation>3ª {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>Table {0} saved: NS {1} — EW {2} — 3rd {3}  →  VP {4}–{5}–{6}</source>
        <translation>Tavolo {0} salvato: NS {1} — EO {2} — 3ª {3}  →  PV {4}–{5}–{6}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>Table {0} has three pairs: type the third line&apos;s points too, e.g. 400 or -35.</source>
        <translation>Il tavolo {0} ha tre coppie: scrivi anche i punti della terza linea, per esempio 400 o -35.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>Round {0}, table {1} already has {2}. Replace with {3}?</source>
        <translation>Il turno {0}, tavolo {1} ha già {2}. Sostituire con {3}?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/three_line.py" line="1"/>
        <source>Table {0} has three pairs: type its three totals on the line (NS, EW, 3rd) or its sheet hand by hand. A forfeit and the referee&apos;s score are for tables of two.</source>
        <translation>Il tavolo {0} ha tre coppie: scrivi i suoi tre totali sulla riga (NS, EO, 3ª) o la sua scheda smazzata per smazzata. Forfait e punteggio arbitrale valgono per i tavoli da due.</translation>
    </message>
</context>
<context>
    <name>RoundsPage</name>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="22"/>
        <source>entry {entries} is seated twice</source>
        <translation>l&apos;iscrizione {entries} è seduta due volte</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="23"/>
        <source>entry {entries} is not seated</source>
        <translation>l&apos;iscrizione {entries} non è seduta</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="24"/>
        <source>entry {entries} is not registered</source>
        <translation>l&apos;iscrizione {entries} non è registrata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="25"/>
        <source>entries {entries} already met</source>
        <translation>le iscrizioni {entries} si sono già incontrate</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="26"/>
        <source>table {table} is empty</source>
        <translation>il tavolo {table} è vuoto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="27"/>
        <source>table {table} has too few players</source>
        <translation>il tavolo {table} ha troppo pochi giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="28"/>
        <source>table {table} has too many players</source>
        <translation>il tavolo {table} ha troppi giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="29"/>
        <source>entry {entries} would get a second bye</source>
        <translation>l&apos;iscrizione {entries} avrebbe un secondo riposo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="30"/>
        <source>table numbers skip {table}</source>
        <translation>i numeri dei tavoli saltano il {table}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="31"/>
        <source>table {table} appears twice</source>
        <translation>il tavolo {table} compare due volte</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="33"/>
        <source>entry {entries} has withdrawn since the draft was made: generate the round again</source>
        <translation>l&apos;iscrizione {entries} si è ritirata dopo che la bozza è stata fatta: genera di nuovo il turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="37"/>
        <source>entry {entries} is marked absent: mark it present on the Registration page, or generate the round again</source>
        <translation>l&apos;iscrizione {entries} è segnata assente: segnala presente nella pagina Registrazione, oppure genera di nuovo il turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="42"/>
        <source>the group sizes set do not add up to the pairs present, so the groups have {entries} pairs (girone A first): for other sizes, change them in Tournament settings and generate the round again</source>
        <translation>le dimensioni dei gironi impostate non corrispondono alle coppie presenti, quindi i gironi sono di {entries} coppie (prima il girone A): per averne altre, cambiale in Impostazioni del torneo e genera di nuovo il turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="48"/>
        <source>players {entries} tied for the last place going on from table {table}, so all of them go on: press Draw lots among the tied to decide who goes on</source>
        <translation>i giocatori {entries} sono pari per l&apos;ultimo posto che passa dal tavolo {table}, quindi passano tutti: premi Sorteggia tra i pari merito per decidere chi passa</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="65"/>
        <source>players {entries} tied for the last place going on from the ranking of the round before, so all of them go on: press Draw lots among the tied to decide who goes on</source>
        <translation>i giocatori {entries} sono pari per l&apos;ultimo posto che passa dalla classifica del turno precedente, quindi passano tutti: premi «Sorteggia tra i pari merito» per decidere chi passa</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="70"/>
        <source>player {entries} no longer goes on from the ranking of the round before (a hand there was corrected after this round was seated)</source>
        <translation>il giocatore {entries} non passa più dalla classifica del turno precedente (lì è stata corretta una smazzata dopo che questo turno era stato abbinato)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="75"/>
        <source>player {entries} now goes on from the ranking of the round before, but has no seat in this round</source>
        <translation>il giocatore {entries} ora passa dalla classifica del turno precedente, ma in questo turno non ha un posto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="143"/>
        <source>The correction changes who goes on to round {0}, already published: {1}. The result stays as corrected and the seating of round {0} does not change by itself. While no table of round {0} has played, press Back to draft on the Rounds page, then Generate next round, so it seats who goes on now; once it has started, it is played as seated. If the correction was wrong, undo it (Undo last change on the Log page).</source>
        <translation>La correzione cambia chi passa al turno {0}, già pubblicato: {1}. Il risultato resta quello corretto e l&apos;abbinamento del turno {0} non cambia da solo. Finché nessun tavolo del turno {0} ha giocato, premi «Torna in bozza» nella pagina Turni, poi «Genera il turno successivo», perché faccia sedere chi passa ora; una volta iniziato, si gioca come è stato abbinato. Se la correzione era sbagliata, annullala («Annulla l&apos;ultima modifica» nella pagina Registro).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="77"/>
        <source>Seat the next round by the schedule (Ctrl+G)</source>
        <translation>Abbina il turno successivo secondo il calendario (Ctrl+G)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="79"/>
        <source>S&amp;wap…</source>
        <translation>Scam&amp;bia…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="80"/>
        <source>Exchange two entries or two tables (Ctrl+W)</source>
        <translation>Scambia due iscrizioni o due tavoli (Ctrl+W)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="83"/>
        <source>&amp;Publish</source>
        <translation>&amp;Pubblica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="84"/>
        <source>Announce the round: results can then be entered</source>
        <translation>Annuncia il turno: poi si possono inserire i risultati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="86"/>
        <source>&amp;Discard draft</source>
        <translation>&amp;Scarta bozza</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="88"/>
        <source>Bac&amp;k to draft</source>
        <translation>Tor&amp;na in bozza</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="92"/>
        <source>Take a published round back to draft while no table has played it, to swap or generate it again</source>
        <translation>Riporta in bozza un turno pubblicato finché nessun tavolo lo ha giocato, per scambiare i posti o generarlo di nuovo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="101"/>
        <source>Draw lots among the players tied for the last place going on, then generate the round again: the order drawn decides who goes on</source>
        <translation>Sorteggia tra i giocatori pari sull&apos;ultimo posto che passa, poi genera di nuovo il turno: l&apos;ordine sorteggiato decide chi passa</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="137"/>
        <source>Drag a pair onto another to swap their seats</source>
        <translation>Trascina una coppia su un&apos;altra per scambiarne i posti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="140"/>
        <source>Round:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="164"/>
        <location filename="../../tournament_app/ui/rounds/page.py" line="176"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="165"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="168"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="179"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="209"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="241"/>
        <source>No round yet: press Generate next round.</source>
        <translation>Nessun turno ancora: premi Genera il turno successivo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="243"/>
        <source>Open a tournament first.</source>
        <translation>Apri prima un torneo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="248"/>
        <source>Round {0} — {1} — {2}</source>
        <translation>Turno {0} — {1} — {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="96"/>
        <source>Published: enter its results on the Results page.</source>
        <translation>Pubblicato: inserisci i risultati nella pagina Risultati.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="163"/>
        <source>Check: everyone seated once, no forbidden rematch, but this draft is out of date: </source>
        <translation>Controllo: tutti seduti una volta, nessuna rivincita vietata, ma questa bozza non è aggiornata: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="176"/>
        <source>Check: everyone seated once, but not ready yet: draw lots first — </source>
        <translation>Controllo: tutti seduti una volta, ma non è ancora pronto: prima sorteggia — </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="185"/>
        <source>Check: everyone seated once. Ready to publish.</source>
        <translation>Controllo: tutti seduti una volta. Pronto da pubblicare.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="112"/>
        <source>Complete: every result is in.</source>
        <translation>Completo: tutti i risultati sono inseriti.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="114"/>
        <source>Complete: every result is in. Round {0} follows it.</source>
        <translation>Completo: tutti i risultati sono inseriti. Dopo viene il turno {0}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="127"/>
        <source>Complete: the final has been played, but {0} are tied for first place. Draw lots among them first (Standings page ▸ Draw lots for ties…), then press Mark finished on the Tournaments page.</source>
        <translation>Completo: la finale è stata giocata, ma {0} sono pari al primo posto. Prima sorteggia tra loro (pagina Classifica ▸ Sorteggio dei pari merito…), poi premi «Segna concluso» nella pagina Tornei.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="144"/>
        <source>Complete: every result is in. Generate the next round when ready.</source>
        <translation>Completo: tutti i risultati sono inseriti. Genera il turno successivo quando sei pronto.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="187"/>
        <source>Check: everyone seated once, no forbidden rematch. Ready to publish.</source>
        <translation>Controllo: tutti seduti una volta, nessuna rivincita vietata. Pronto da pubblicare.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="194"/>
        <source>Note: </source>
        <translation>Nota: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="156"/>
        <source>Check: this seating breaks the rules — </source>
        <translation>Controllo: questo abbinamento viola le regole — </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="362"/>
        <location filename="../../tournament_app/ui/rounds/page.py" line="364"/>
        <source>Generate</source>
        <translation>Genera</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="398"/>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="27"/>
        <source>This draft cannot be published:</source>
        <translation>Questa bozza non si può pubblicare:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="37"/>
        <source>The seating breaks these rules:</source>
        <translation>L&apos;abbinamento viola queste regole:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="38"/>
        <source>Publish it anyway?</source>
        <translation>Pubblicarlo comunque?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="21"/>
        <location filename="../../tournament_app/ui/rounds/page.py" line="416"/>
        <location filename="../../tournament_app/ui/rounds/page.py" line="428"/>
        <source>Publish</source>
        <translation>Pubblica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="54"/>
        <source>player {entries} no longer goes on from table {table} of the round before (a hand there was corrected after this round was seated)</source>
        <translation>il giocatore {entries} non passa più dal tavolo {table} del turno precedente (lì è stata corretta una smazzata dopo che questo turno era stato abbinato)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="59"/>
        <source>player {entries} now goes on from table {table} of the round before, but has no seat in this round</source>
        <translation>il giocatore {entries} ora passa dal tavolo {table} del turno precedente, ma in questo turno non ha un posto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="81"/>
        <source>a result or a penalty has changed since this draft was made, so the pairing may follow the standings as they were: generate the round again</source>
        <translation>un risultato o una penalità è cambiato dopo che la bozza è stata fatta, quindi l&apos;abbinamento può seguire la classifica di prima: genera di nuovo il turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="134"/>
        <source>The correction changes who goes on to round {0}, already drafted: {1}. The result stays as corrected; generate round {0} again on the Rounds page so it seats who goes on now.</source>
        <translation>La correzione cambia chi passa al turno {0}, già abbinato in bozza: {1}. Il risultato resta quello corretto; genera di nuovo il turno {0} nella pagina Turni perché faccia sedere chi passa ora.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="75"/>
        <source>Generate &amp;next round</source>
        <translation>G&amp;enera il turno successivo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="97"/>
        <source>Draw lots &amp;among the tied…</source>
        <translation>Sorteggia tra i pari &amp;merito…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="169"/>
        <source>bye</source>
        <translation>riposo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="79"/>
        <source>Published, but the second entry differs — table in conflict: {0}. Settle it on the Results page before the next round.</source>
        <translation>Pubblicato, ma il secondo inserimento non coincide — tavolo discordante: {0}. Risolvilo nella pagina Risultati prima del turno successivo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="85"/>
        <source>Published, but the second entry differs — tables in conflict: {0}. Settle them on the Results page before the next round.</source>
        <translation>Pubblicato, ma il secondo inserimento non coincide — tavoli discordanti: {0}. Risolvili nella pagina Risultati prima del turno successivo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="133"/>
        <source>Complete: the final has been played and the tournament is over. Winner: {0}. See the Standings, then press Mark finished on the Tournaments page.</source>
        <translation>Completo: la finale è stata giocata e il torneo è finito. Vincitore: {0}. Guarda la Classifica, poi premi «Segna concluso» nella pagina Tornei.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="139"/>
        <source>Complete: this was the last round of the schedule, so the tournament is over. See the Standings, then press Mark finished on the Tournaments page.</source>
        <translation>Completo: era l&apos;ultimo turno del calendario, quindi il torneo è finito. Guarda la Classifica, poi premi «Segna concluso» nella pagina Tornei.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="37"/>
        <source>Finished: this tournament is closed and its rounds and results no longer change. To change anything, reopen it: Tournaments page ▸ Reopen.</source>
        <translation>Concluso: questo torneo è chiuso e i suoi turni e risultati non cambiano più. Per cambiare qualcosa riaprilo: pagina Tornei ▸ Riapri.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="49"/>
        <source>{0} and {1}</source>
        <translation>{0} e {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="359"/>
        <source>Make it again?</source>
        <translation>Rifarla?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="43"/>
        <source>This draft is out of date:</source>
        <translation>Questa bozza non è aggiornata:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/publish_question.py" line="44"/>
        <source>Publish it anyway? (No: press Generate next round to make it again.)</source>
        <translation>Pubblicarla comunque? (No: premi «Genera il turno successivo» per rifarla.)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="437"/>
        <source>Draw lots among the tied</source>
        <translation>Sorteggio tra i pari merito</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="439"/>
        <source>Draw lots among the players tied for the last place going on?</source>
        <translation>Sorteggiare tra i giocatori pari sull&apos;ultimo posto che passa il turno?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="444"/>
        <source>The draft of round {0} is then generated again, and the order drawn decides who goes on (seats swapped by hand in it are lost).</source>
        <translation>La bozza del turno {0} viene poi generata di nuovo e l&apos;ordine sorteggiato decide chi passa (gli scambi di posto fatti a mano nella bozza si perdono).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="470"/>
        <source>Lots drawn, in the order drawn:</source>
        <translation>Sorteggio fatto, nell&apos;ordine uscito:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="474"/>
        <source>Round {0} has been generated again. Going on by the draw: {1}.</source>
        <translation>Il turno {0} è stato generato di nuovo. Qualificati per sorteggio: {1}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/verdict.py" line="66"/>
        <source>table {0}: {1}</source>
        <translation>tavolo {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="486"/>
        <source>Back to draft</source>
        <translation>Torna in bozza</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="488"/>
        <source>Take round {0} back to draft? It is no longer announced: results cannot be entered until it is published again. You can then swap seats or generate it again.</source>
        <translation>Riportare in bozza il turno {0}? Non sarà più annunciato: i risultati non si potranno inserire finché non sarà pubblicato di nuovo. Potrai poi scambiare i posti o generarlo di nuovo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="505"/>
        <source>Throw away the draft of round {0}?</source>
        <translation>Scartare la bozza del turno {0}?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="506"/>
        <source>Discard draft</source>
        <translation>Scarta bozza</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/page.py" line="1"/>
        <source>3rd line: {0}</source>
        <translation>3ª linea: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_check_words.py" line="1"/>
        <source>table {table}: pairs {entries} of the same club meet (no other pairing kept them apart without a rematch)</source>
        <translation>tavolo {table}: le coppie {entries} dello stesso circolo si incontrano (nessun altro abbinamento le teneva separate senza una rivincita)</translation>
    </message>
</context>
<context>
    <name>Scala40Page</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="1"/>
        <source>Pla&amp;yed:</source>
        <translation>Si gi&amp;oca:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="1"/>
        <source>Pairs&apos; match:</source>
        <translation>Partita a coppie:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="32"/>
        <source>Scala 40: rules</source>
        <translation>Scala 40: regole</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="33"/>
        <source>Defaults are the official rules: tables of 4, out at 101.</source>
        <translation>Le impostazioni iniziali sono le regole ufficiali: tavoli da 4, eliminati a 101.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="45"/>
        <source>reaching the limit (≥)</source>
        <translation>raggiungendo il limite (≥)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="46"/>
        <source>passing the limit (&gt;)</source>
        <translation>superando il limite (&gt;)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="50"/>
        <source>Chiusura in &amp;mano:</source>
        <translation>Chiusura in &amp;mano:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="53"/>
        <source>not allowed</source>
        <translation>non ammessi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="56"/>
        <source>Elimination: stage after stage, down to a final table</source>
        <translation>Eliminazione: fase dopo fase, fino al tavolo finale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="58"/>
        <source>Placement points over several rounds</source>
        <translation>Punti piazzamento su più turni</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="62"/>
        <source>the best of eac&amp;h table</source>
        <translation>i migliori di ogni ta&amp;volo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="63"/>
        <source>the best of the stage&apos;s ran&amp;king</source>
        <translation>i migliori della &amp;classifica della fase</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="76"/>
        <source>How many of the stage&apos;s ranking go on after each stage, the last number being the final table: 16, 8, 4 takes 40 players to 16, then 8, then a final table of 4.</source>
        <translation>Quanti della classifica della fase passano dopo ogni fase; l&apos;ultimo numero è il tavolo finale: con 16, 8, 4 da 40 giocatori si passa a 16, poi a 8, poi a un tavolo finale di 4.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="90"/>
        <source>no time limit</source>
        <translation>senza limite di tempo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="91"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="96"/>
        <source>Players per &amp;table:</source>
        <translation>&amp;Giocatori per tavolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="97"/>
        <source>&amp;Limit:</source>
        <translation>&amp;Limite:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="98"/>
        <source>A player is &amp;out on:</source>
        <translation>Un giocatore è &amp;eliminato:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="99"/>
        <source>Not op&amp;ened pays:</source>
        <translation>Chi non ha &amp;aperto paga:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="101"/>
        <source>&amp;Re-entries per player:</source>
        <translation>&amp;Rientri per giocatore:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="102"/>
        <source>&amp;Format:</source>
        <translation>&amp;Formula:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="103"/>
        <source>Who goes on:</source>
        <translation>Chi passa:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="110"/>
        <source>&amp;Advance per table:</source>
        <translation>Passa&amp;no per tavolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="113"/>
        <source>&amp;Cuts after each stage (e.g. 16, 8, 4):</source>
        <translation>&amp;Quanti passano dopo ogni fase (es. 16, 8, 4):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="116"/>
        <source>Ro&amp;unds:</source>
        <translation>T&amp;urni:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="119"/>
        <source>&amp;Placement points (1st, 2nd, …):</source>
        <translation>Punti pia&amp;zzamento (1°, 2°, …):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="122"/>
        <source>Time per &amp;game:</source>
        <translation>&amp;Tempo per partita:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="93"/>
        <source>Keep apart players &amp;who already shared a table</source>
        <translation>&amp;Separa chi ha già giocato allo stesso tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="96"/>
        <source>A player who already sat with someone at the table gives the seat to the nearest-ranked player below who did not.</source>
        <translation>Chi ha già giocato con uno dei giocatori del tavolo cede il posto al più vicino in classifica sotto di lui che non ci ha giocato.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="101"/>
        <source>The groups are those given to the players at registration; when nobody has one, Torneo draws groups of about this many players. The rounds become those everyone in a group needs to meet everyone.</source>
        <translation>I gironi sono quelli dati ai giocatori all&apos;iscrizione; se nessuno ne ha uno, Torneo sorteggia gironi di circa questi giocatori. I turni diventano quelli che servono perché nel girone tutti incontrino tutti.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="153"/>
        <source>Players per group (&amp;drawn):</source>
        <translation>Giocatori per girone (sorteggiat&amp;i):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="135"/>
        <source>&amp;Seating from round 2:</source>
        <translation>&amp;Disposizione dal 2° turno:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/scala40_page.py" line="117"/>
        <source>House variants:</source>
        <translation>Varianti della casa:</translation>
    </message>
</context>
<context>
    <name>Scala40RoundPanel</name>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="1"/>
        <source>The keeper&apos;s phone enters the hands of the table open again ({0})</source>
        <translation>Il telefono del segnapunti inserisce di nuovo le smazzate del tavolo aperto ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="58"/>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="63"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="60"/>
        <source>Hands</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="59"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="84"/>
        <source>table</source>
        <translation>tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="90"/>
        <source>Pe&amp;nalties…</source>
        <translation>Pe&amp;nalità…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="95"/>
        <source>Give a player penalty points, take placement points away or score a forfeit, in the round shown (Ctrl+Shift+P)</source>
        <translation>Dai punti di penalità a un giocatore, togli punti piazzamento o assegna una sconfitta a tavolino, nel turno mostrato (Ctrl+Maiusc+P)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="107"/>
        <source>&amp;Open table:</source>
        <translation>A&amp;pri tavolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="133"/>
        <source>over (time)</source>
        <translation>finito (tempo)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="135"/>
        <source>over</source>
        <translation>finito</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="136"/>
        <source>in play</source>
        <translation>in gioco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="136"/>
        <source>not started</source>
        <translation>non iniziato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="184"/>
        <source>No published round yet: publish one on the Rounds page.</source>
        <translation>Nessun turno pubblicato: pubblicane uno nella pagina Turni.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="187"/>
        <source>Round {0}: every table is over.</source>
        <translation>Turno {0}: tutti i tavoli hanno finito.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="189"/>
        <source>Round {0}: 1 table of {2} still in play — table {3}</source>
        <translation>Turno {0}: 1 tavolo su {2} ancora in gioco — tavolo {3}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="191"/>
        <source>Round {0}: {1} of {2} tables still in play — tables {3}</source>
        <translation>Turno {0}: {1} tavoli su {2} ancora in gioco — tavoli {3}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="253"/>
        <source>Round has no table {0}.</source>
        <translation>Il turno non ha il tavolo {0}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="1"/>
        <source>Phone</source>
        <translation>Telefono</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/panel.py" line="1"/>
        <source>No more hands from the phones for the table open ({0})</source>
        <translation>Nessun&apos;altra smazzata dai telefoni per il tavolo aperto ({0})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/phone_state.py" line="1"/>
        <source>nothing entered</source>
        <translation>niente inserito</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/phone_state.py" line="1"/>
        <source>keeper entering: 1 hand so far</source>
        <translation>il segnapunti inserisce: 1 smazzata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/phone_state.py" line="1"/>
        <source>keeper entering: {0} hands so far</source>
        <translation>il segnapunti inserisce: {0} smazzate</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/phone_state.py" line="1"/>
        <source>game over</source>
        <translation>partita finita</translation>
    </message>
</context>
<context>
    <name>Scala40Sheet</name>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="33"/>
        <source>type the points or the cards left</source>
        <translation>scrivi i punti o le carte rimaste</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="39"/>
        <source>penalties cannot be negative</source>
        <translation>le penalità non possono essere negative</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="48"/>
        <source>“{0}” is not a card (use A 2-10 J Q K JK)</source>
        <translation>«{0}» non è una carta (usa A 2-10 J Q K JK)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="53"/>
        <source>more copies of a card than the pack holds</source>
        <translation>più copie di una carta di quante ne abbia il mazzo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="96"/>
        <source>R, back in on {0}</source>
        <translation>R, rientra a {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="109"/>
        <source>closes</source>
        <translation>chiude</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="111"/>
        <source>in hand</source>
        <translation>in mano</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="117"/>
        <source>not opened</source>
        <translation>non aperto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="150"/>
        <source>Did not play this hand: it was played while a mistake, corrected since, had put this player out</source>
        <translation>Non ha giocato questa smazzata: è stata giocata mentre un errore, poi corretto, lo dava per eliminato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="168"/>
        <source>{0}° place</source>
        <translation>{0}° posto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="172"/>
        <source>eliminated, {0}° place</source>
        <translation>eliminato, {0}° posto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="179"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet_model.py" line="180"/>
        <source>Hand {0}</source>
        <translation>Smazzata {0}</translation>
    </message>
</context>
<context>
    <name>Scala40SheetWidget</name>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/pairs_entry.py" line="1"/>
        <source>pair {0}: {1} hands won, {2} penalty points</source>
        <translation>coppia {0}: {1} mani vinte, {2} punti di penalità</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/pairs_entry.py" line="1"/>
        <source>Match to {0}: </source>
        <translation>Partita a {0}: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/pairs_entry.py" line="1"/>
        <source>A draw, {0} match points each</source>
        <translation>Pareggio, {0} punti partita a ciascuna coppia</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/pairs_entry.py" line="1"/>
        <source>Pair {0} wins the match ({1} match points)</source>
        <translation>Vince la partita la coppia {0} ({1} punti partita)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="114"/>
        <source>Chiusura in &amp;mano</source>
        <translation>Chiusura in &amp;mano</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="27"/>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="144"/>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="116"/>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="219"/>
        <source>Record hand (Enter)</source>
        <translation>Registra la smazzata (Invio)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="119"/>
        <source>Cancel correction</source>
        <translation>Annulla correzione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="131"/>
        <source>Take back last hand</source>
        <translation>Togli l&apos;ultima smazzata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="138"/>
        <source>Takes back only the last thing entered: the time-out, a re-entry or a hand (Ctrl+T)</source>
        <translation>Toglie solo l&apos;ultima cosa inserita: il tempo scaduto, un rientro o una smazzata (Ctrl+T)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="143"/>
        <source>Re-&amp;entry…</source>
        <translation>Ri&amp;entro…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="146"/>
        <source>Time is u&amp;p</source>
        <translation>Tempo &amp;scaduto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="148"/>
        <source>Rank the table by current totals, lowest best</source>
        <translation>Classifica il tavolo sui totali attuali, il più basso è il migliore</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="163"/>
        <source>Type the table number in «Open table» and press Enter, or choose a table in the list.</source>
        <translation>Scrivi il numero del tavolo in «Apri tavolo» e premi Invio, o scegli un tavolo nell&apos;elenco.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="246"/>
        <source>Round {0}, table {1} — limit {2}</source>
        <translation>Turno {0}, tavolo {1} — limite {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="313"/>
        <source>Director&apos;s penalties in this round, counted in the standings: {0}</source>
        <translation>Penalità dell&apos;arbitro in questo turno, contate in classifica: {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="362"/>
        <source>Cards left or points</source>
        <translation>Carte rimaste o punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="363"/>
        <source>Closes</source>
        <translation>Chiude</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="364"/>
        <source>Not opened</source>
        <translation>Non aperto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="370"/>
        <source>e.g. 35 or A K JK 7</source>
        <translation>es. 35 oppure A K JK 7</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="372"/>
        <source>35 / A K…</source>
        <translation>35 / A K…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="379"/>
        <source>closes</source>
        <translation>chiude</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="383"/>
        <source>not opened</source>
        <translation>non aperto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="471"/>
        <source>Time called. Final order: </source>
        <translation>Tempo scaduto. Ordine d&apos;arrivo: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="473"/>
        <source>Game over. Final order: </source>
        <translation>Partita finita. Ordine d&apos;arrivo: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="478"/>
        <source>1 hand played, {1} players still in.</source>
        <translation>1 smazzata giocata, {1} giocatori ancora in gioco.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/sheet.py" line="480"/>
        <source>{0} hands played, {1} players still in.</source>
        <translation>{0} smazzate giocate, {1} giocatori ancora in gioco.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="63"/>
        <source>Only the player who closed scores 0: type the points of {0}.</source>
        <translation>Solo chi ha chiuso fa 0: scrivi i punti di {0}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="68"/>
        <source>{0} all have 0, but only the player who closed scores 0: mark who closed and type the others&apos; points.</source>
        <translation>{0} hanno tutti 0, ma solo chi ha chiuso fa 0: segna chi ha chiuso e scrivi i punti degli altri.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="80"/>
        <source>Mark who closed the hand (or type 0 for them).</source>
        <translation>Indica chi ha chiuso la smazzata (o scrivi 0 nella sua casella).</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="167"/>
        <source>Correct hand</source>
        <translation>Correggi smazzata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/entering.py" line="179"/>
        <source>Correct hand {0} (Enter)</source>
        <translation>Correggi la smazzata {0} (Invio)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="46"/>
        <source>Take back the re-entry of {0}? The player is out again.</source>
        <translation>Togliere il rientro di {0}? Il giocatore torna eliminato.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="49"/>
        <source>Take back hand {0}? Its points come off the totals.</source>
        <translation>Togliere la smazzata {0}? I suoi punti escono dai totali.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="60"/>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="68"/>
        <source>Take back</source>
        <translation>Togli</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="85"/>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="97"/>
        <source>Re-entry</source>
        <translation>Rientro</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="86"/>
        <source>Who re-enters?</source>
        <translation>Chi rientra?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="107"/>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="122"/>
        <source>Time is up</source>
        <translation>Tempo scaduto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="111"/>
        <source>Call time? It will be ranked by current totals.</source>
        <translation>Dichiarare il tempo scaduto? Il tavolo sarà classificato sui totali attuali.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/results/scala40/table_actions.py" line="41"/>
        <source>Take back the time-out? The hands entered stay as they are.</source>
        <translation>Togliere il tempo scaduto? Le smazzate inserite restano come sono.</translation>
    </message>
</context>
<context>
    <name>ScheduleEditor</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="57"/>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="57"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="64"/>
        <source>Add &amp;step</source>
        <translation>Aggiungi &amp;fase</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/burraco_pages.py" line="68"/>
        <source>Remo&amp;ve step</source>
        <translation>&amp;Togli fase</translation>
    </message>
</context>
<context>
    <name>ScoresheetDialog</name>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="56"/>
        <source>card points are multiples of 5</source>
        <translation>i punti delle carte sono multipli di 5</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="57"/>
        <source>figures cannot be negative</source>
        <translation>i numeri non possono essere negativi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="58"/>
        <source>only one line can close</source>
        <translation>può chiudere una sola linea</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="59"/>
        <source>the closing line needs a burraco</source>
        <translation>la linea che chiude deve avere un burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="62"/>
        <source>the closing line must have taken its pozzetto</source>
        <translation>la linea che chiude deve aver preso il pozzetto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="65"/>
        <source>a closing line has no unplayed pozzetto</source>
        <translation>una linea che chiude non ha pozzetto non giocato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="68"/>
        <source>a pozzetto not taken cannot be unplayed</source>
        <translation>un pozzetto non preso non può essere non giocato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="71"/>
        <source>cards on the table and in hand exceed the 1,080 of the pack</source>
        <translation>carte in tavola e in mano superano i 1.080 del mazzo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="74"/>
        <source>this kind of burraco is not played in this tournament</source>
        <translation>questo tipo di burraco non si gioca in questo torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="163"/>
        <source>Round {0}, table {1} — scoresheet</source>
        <translation>Turno {0}, tavolo {1} — segnapunti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="168"/>
        <source>NS: {0}
EW: {1}</source>
        <translation>NS: {0}
EO: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="172"/>
        <source>Hand &amp;totals only</source>
        <translation>Solo i &amp;totali delle smazzate</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="174"/>
        <source>&amp;Full figures per line</source>
        <translation>&amp;Dettaglio completo per linea</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="248"/>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="295"/>
        <source>NS</source>
        <translation>NS</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="249"/>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="295"/>
        <source>EW</source>
        <translation>EO</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="251"/>
        <source>Hand {0}</source>
        <translation>Smazzata {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="278"/>
        <source>Reale</source>
        <translation>Reale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="278"/>
        <source>Super</source>
        <translation>Super</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="281"/>
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="282"/>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="276"/>
        <source>Pulito</source>
        <translation>Pulito</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="276"/>
        <source>Semi</source>
        <translation>Semi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="276"/>
        <source>Sporco</source>
        <translation>Sporco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="284"/>
        <source>Closed</source>
        <translation>Chiusura</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="285"/>
        <source>Pozzetto</source>
        <translation>Pozzetto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="286"/>
        <source>On table</source>
        <translation>In tavola</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="287"/>
        <source>In hand</source>
        <translation>In mano</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="288"/>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="387"/>
        <source>type both lines&apos; cards on the table (0 if none), e.g. 240</source>
        <translation>scrivi le carte in tavola di entrambe le linee (0 se nessuna), es. 240</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="409"/>
        <source>type both lines&apos; totals</source>
        <translation>scrivi i totali di entrambe le linee</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="413"/>
        <source>every burraco score is a multiple of 5</source>
        <translation>ogni punteggio di burraco è multiplo di 5</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="424"/>
        <source>Fill in every hand to see the totals.</source>
        <translation>Compila ogni smazzata per vedere i totali.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="430"/>
        <source>Turno: NS {0} — EW {1}   difference {2}   VP {3}–{4}</source>
        <translation>Turno: NS {0} — EO {1}   differenza {2}   PV {3}–{4}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="464"/>
        <source>Unlikely score</source>
        <translation>Punteggio improbabile</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="467"/>
        <source>Not saved: check the figures.</source>
        <translation>Non salvato: ricontrolla i numeri.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="79"/>
        <source>more burraco in trumps than burraco of that kind</source>
        <translation>più burraco di briscola che burraco di quel tipo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="305"/>
        <source>Trump pulito</source>
        <translation>Pulito di briscola</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="305"/>
        <source>Trump semi</source>
        <translation>Semi di briscola</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="305"/>
        <source>Trump sporco</source>
        <translation>Sporco di briscola</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="315"/>
        <source>Pozzetto unplayed</source>
        <translation>Pozzetto non giocato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>3rd</source>
        <translation>3ª</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>NS: {0}
EW: {1}
3rd: {2}</source>
        <translation>NS: {0}
EO: {1}
3ª: {2}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>Turno: NS {0} — EW {1} — 3rd {2}   VP {3}–{4}–{5}</source>
        <translation>Turno: NS {0} — EO {1} — 3ª {2}   PV {3}–{4}–{5}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>at a table of three a pozzetto is taken only after a burraco</source>
        <translation>a un tavolo da tre il pozzetto si prende solo dopo un burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>cards on the table and in hand exceed the 1,620 of the 162 cards</source>
        <translation>le carte in tavola e in mano superano i 1.620 punti delle 162 carte</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>type every line&apos;s cards on the table (0 if none), e.g. 240</source>
        <translation>scrivi le carte in tavola di ogni linea (0 se nessuna), es. 240</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/scoresheet_dialog.py" line="1"/>
        <source>type the three lines&apos; totals</source>
        <translation>scrivi i totali delle tre linee</translation>
    </message>
</context>
<context>
    <name>SeasonDialog</name>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="66"/>
        <source>Season ranking</source>
        <translation>Classifica della stagione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="81"/>
        <source>empty: by field size; or e.g. 25, 18, 15, 12</source>
        <translation>vuoto: secondo il numero di iscritti; oppure es. 25, 18, 15, 12</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="86"/>
        <source>all</source>
        <translation>tutti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="87"/>
        <source>Count tournaments &amp;still running</source>
        <translation>Conta anche i tornei &amp;in corso</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="89"/>
        <source>empty: every player</source>
        <translation>vuoto: tutti i giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="93"/>
        <source>Untick a tournament to leave it out, such as the grand final</source>
        <translation>Togli la spunta a un torneo per non contarlo, per esempio la finalissima</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="103"/>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="104"/>
        <source>&amp;From – to:</source>
        <translation>&amp;Dal – al:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="107"/>
        <source>&amp;Points by place:</source>
        <translation>&amp;Punti per piazzamento:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="108"/>
        <source>Points &amp;beyond the table:</source>
        <translation>Punti &amp;oltre la tabella:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="109"/>
        <source>Best &amp;results counted:</source>
        <translation>Migliori &amp;risultati contati:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="110"/>
        <source>Only the &amp;club:</source>
        <translation>Solo il &amp;circolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="113"/>
        <source>&amp;Tournaments (untick to leave out):</source>
        <translation>&amp;Tornei (togli la spunta per escluderli):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="135"/>
        <source>PDF to pri&amp;nt…</source>
        <translation>PDF da sta&amp;mpare…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="136"/>
        <source>Write the ranking as a PDF and open it</source>
        <translation>Scrive la classifica in un PDF e lo apre</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="141"/>
        <source>E&amp;xcel…</source>
        <translation>E&amp;xcel…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="142"/>
        <source>Save the ranking as an Excel workbook</source>
        <translation>Salva la classifica in una cartella di lavoro Excel</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="147"/>
        <source>&amp;Web page…</source>
        <translation>Pagina &amp;web…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="148"/>
        <source>Save the ranking as a web page for the club&apos;s site</source>
        <translation>Salva la classifica come pagina web per il sito del circolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="319"/>
        <source>Not counted, having no date: {0}. Give each its date in Tournament settings… to count it in its season.</source>
        <translation>Non contati perché senza data: {0}. Dai a ognuno la sua data in Impostazioni del torneo… per contarlo nella sua stagione.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="328"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="329"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="330"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="331"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="332"/>
        <source>Played</source>
        <translation>Giocati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="333"/>
        <source>Wins</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="334"/>
        <source>Best place</source>
        <translation>Miglior piazzamento</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="362"/>
        <source>{0}: place {1}</source>
        <translation>{0}: {1}° posto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="365"/>
        <source>not counted: beyond the best results</source>
        <translation>non contato: oltre i migliori risultati</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="379"/>
        <location filename="../../tournament_app/ui/season_dialog.py" line="381"/>
        <source>season ranking</source>
        <translation>classifica della stagione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="416"/>
        <source>Season ranking PDF</source>
        <translation>PDF della classifica della stagione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="425"/>
        <source>Season ranking workbook</source>
        <translation>Classifica della stagione in Excel</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="431"/>
        <source>Season ranking web page</source>
        <translation>Pagina web della classifica della stagione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="431"/>
        <source>Web page (*.html)</source>
        <translation>Pagina web (*.html)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="259"/>
        <source>Points by place: whole numbers separated by commas.</source>
        <translation>Punti per piazzamento: numeri interi separati da virgole.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="283"/>
        <source>No finished tournament of this game in these dates.</source>
        <translation>Nessun torneo concluso di questo gioco in queste date.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="289"/>
        <source>Tournaments counted ({0}): {1}</source>
        <translation>Tornei contati ({0}): {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Grand final: &amp;invite the top</source>
        <translation>&amp;Finale, invita i primi:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Start the gr&amp;and final…</source>
        <translation>Avvia la fina&amp;le…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>A new tournament whose entries are the top of this ranking</source>
        <translation>Un torneo nuovo, a cui sono iscritti i primi di questa classifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Grand final of the season</source>
        <translation>Finale della stagione</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Invite the top {0}</source>
        <translation>Invita i primi {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/season_dialog.py" line="1"/>
        <source>Grand final {0}</source>
        <translation>Finale {0}</translation>
    </message>
</context>
<context>
    <name>StandingsPage</name>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="1"/>
        <source>Pair</source>
        <translation>Coppia</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="1"/>
        <source>Match points</source>
        <translation>Punti partita</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="1"/>
        <source>Hands won − lost</source>
        <translation>Mani vinte − perse</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="73"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="83"/>
        <source>MP scored</source>
        <translation>Punti fatti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="19"/>
        <source>by {0}</source>
        <translation>per {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="29"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="35"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="70"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="77"/>
        <source>MP diff.</source>
        <translation>Diff. punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="89"/>
        <source>Pen. VP</source>
        <translation>Pen. PV</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="98"/>
        <source>Pen. MP</source>
        <translation>Pen. punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="108"/>
        <source>R{0}</source>
        <translation>T{0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="56"/>
        <source>Group</source>
        <translation>Girone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="47"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="48"/>
        <source>withdrawn</source>
        <translation>ritirato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="60"/>
        <source>Cat.</source>
        <translation>Cat.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="118"/>
        <source>Tie-break</source>
        <translation>Spareggio</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="160"/>
        <location filename="../../tournament_app/ui/standings/columns.py" line="194"/>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="198"/>
        <source>Last round</source>
        <translation>Ultimo turno</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="142"/>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="143"/>
        <source>Round {0}</source>
        <translation>Turno {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="170"/>
        <source>Place at table</source>
        <translation>Pos. al tavolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="202"/>
        <source>Total penalty</source>
        <translation>Penalità totali</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="183"/>
        <source>Goes on</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="224"/>
        <source>{0} VP</source>
        <translation>{0} PV</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="230"/>
        <source>final, 1 penalty point</source>
        <translation>finale, 1 punto di penalità</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="232"/>
        <source>round {0}, 1 penalty point</source>
        <translation>turno {0}, 1 punto di penalità</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="248"/>
        <source>1 pt</source>
        <translation>1 punto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="250"/>
        <source>{0} pts</source>
        <translation>{0} punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="92"/>
        <source>overall</source>
        <translation>assoluta</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="93"/>
        <source>per group</source>
        <translation>per girone</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="94"/>
        <source>per category</source>
        <translation>per categoria</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="102"/>
        <source>&amp;Draw lots for ties…</source>
        <translation>Sorteggio dei pari &amp;merito…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="131"/>
        <source>Show:</source>
        <translation>Mostra:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="144"/>
        <source>Prizes:</source>
        <translation>Premi:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="250"/>
        <source>{0} ranked (withdrawn: {1})</source>
        <translation>{0} in classifica (ritirati: {1})</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="280"/>
        <source>after round {0} (partial)</source>
        <translation>dopo il turno {0} (parziale)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="282"/>
        <source>after round {0}</source>
        <translation>dopo il turno {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="290"/>
        <source>{0} go on</source>
        <translation>{0} passano</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="297"/>
        <source>Open a tournament to break its ties by lot.</source>
        <translation>Apri un torneo per sorteggiare tra i suoi pari merito.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="302"/>
        <source>Draw lots among the entries that share a place and nothing else separates: the order drawn is recorded and breaks the tie</source>
        <translation>Sorteggia tra le iscrizioni che condividono un posto e che nient&apos;altro separa: l&apos;ordine sorteggiato viene registrato e scioglie il pari merito</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="307"/>
        <source>The draw is not among this tournament&apos;s tie-breaks: add it in Tournament settings to break ties by lot</source>
        <translation>Il sorteggio non è tra gli spareggi di questo torneo: aggiungilo in Impostazioni del torneo per sciogliere i pari merito per sorteggio</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="311"/>
        <source>No entries share a place that a draw could separate</source>
        <translation>Nessuna iscrizione condivide un posto che un sorteggio possa separare</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="330"/>
        <source>Draw lots for ties</source>
        <translation>Sorteggio dei pari merito</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="332"/>
        <source>place {0}: {1}</source>
        <translation>posto {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="338"/>
        <source>Every tie listed ({0} places)</source>
        <translation>Tutti i pari merito elencati ({0} posizioni)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="340"/>
        <source>Which tie do you want to draw lots for?</source>
        <translation>Per quale pari merito vuoi sorteggiare?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="348"/>
        <source>Draw lots among these entries, which share a place on every figure?</source>
        <translation>Sorteggiare tra queste iscrizioni, pari merito su ogni dato?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="352"/>
        <source>The order drawn is recorded and breaks these ties from now on.</source>
        <translation>L&apos;ordine sorteggiato viene registrato e da ora scioglie questi pari merito.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="372"/>
        <source>Lots drawn. The standings now read:</source>
        <translation>Sorteggio fatto. Ora la classifica è:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="402"/>
        <source>tied: draw lots</source>
        <translation>pari: sorteggio</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="76"/>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="236"/>
        <source>final, {1} penalty points</source>
        <translation>finale, {1} punti di penalità</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="238"/>
        <source>round {0}, {1} penalty points</source>
        <translation>turno {0}, {1} punti di penalità</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="164"/>
        <source>Stage</source>
        <translation>Fase</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="146"/>
        <source>Places:</source>
        <translation>Piazzamenti:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="192"/>
        <source>Everyone</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="197"/>
        <source>Group {0}</source>
        <translation>Girone {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="201"/>
        <source>Category {0}</source>
        <translation>Categoria {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="245"/>
        <source>Open a tournament to see its standings.</source>
        <translation>Apri un torneo per vederne la classifica.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="247"/>
        <source>No results yet.</source>
        <translation>Ancora nessun risultato.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="250"/>
        <source>{0} ranked</source>
        <translation>{0} in classifica</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="422"/>
        <source>Prizes add up: an overall winner also takes a group or category prize</source>
        <translation>Premi cumulabili: chi vince un premio assoluto riceve anche quello del girone o della categoria</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="425"/>
        <source>Prizes do not add up: an overall prize winner takes no other prize</source>
        <translation>Premi non cumulabili: chi vince un premio assoluto non ne riceve altri</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/page.py" line="431"/>
        <source>Overall</source>
        <translation>Assoluta</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/columns.py" line="177"/>
        <source>Penalty in last stage</source>
        <translation>Penalità nell&apos;ultima fase</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="59"/>
        <source>Tournament</source>
        <translation>Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="60"/>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="61"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="62"/>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="63"/>
        <source>Entries</source>
        <translation>Iscritti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="64"/>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="95"/>
        <source>Tournaments</source>
        <translation>Tornei</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="101"/>
        <source>&amp;New tournament…</source>
        <translation>&amp;Nuovo torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="103"/>
        <source>&amp;Open</source>
        <translation>A&amp;pri</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="105"/>
        <source>I&amp;mport tournament file…</source>
        <translation>I&amp;mporta file torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="140"/>
        <source>&amp;Create the demo tournaments</source>
        <translation>Crea i tornei &amp;dimostrativi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="204"/>
        <source>Reop&amp;en</source>
        <translation>R&amp;iapri</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="107"/>
        <source>E&amp;xport tournament file…</source>
        <translation>&amp;Esporta file torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="109"/>
        <location filename="../../tournament_app/ui/start_page.py" line="204"/>
        <source>Mar&amp;k finished</source>
        <translation>&amp;Segna concluso</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="111"/>
        <source>A finished tournament counts in the season ranking; mark it again to reopen</source>
        <translation>Un torneo concluso conta nella classifica della stagione; premi di nuovo per riaprirlo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="114"/>
        <source>&amp;Delete…</source>
        <translation>E&amp;limina…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="133"/>
        <source>&lt;b&gt;Welcome to Torneo.&lt;/b&gt; There is no tournament in this database yet. Create a new one, or try the demo tournaments (a burraco evening of 16 pairs half played, and a scala 40 afternoon) to see how an evening goes.</source>
        <translation>&lt;b&gt;Benvenuto in Torneo.&lt;/b&gt; In questo archivio non c&apos;è ancora nessun torneo. Creane uno nuovo, oppure prova i tornei dimostrativi (una serata di burraco con 16 coppie giocata a metà e un pomeriggio di scala 40) per vedere come si svolge una serata.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="222"/>
        <source>Creating the demo tournaments…</source>
        <translation>Creazione dei tornei dimostrativi…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="224"/>
        <source>Demo tournaments</source>
        <translation>Tornei dimostrativi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="253"/>
        <source>Delete the tournament “{0}” with its entries, rounds and results? The Log page can undo it.</source>
        <translation>Eliminare il torneo «{0}» con iscrizioni, turni e risultati? Si può annullare dalla pagina Registro.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="256"/>
        <location filename="../../tournament_app/ui/start_page.py" line="263"/>
        <source>Delete tournament</source>
        <translation>Elimina torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="280"/>
        <location filename="../../tournament_app/ui/start_page.py" line="291"/>
        <location filename="../../tournament_app/ui/start_page.py" line="296"/>
        <source>Export tournament file</source>
        <translation>Esporta file torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="288"/>
        <source>Exporting the tournament…</source>
        <translation>Esportazione del torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="297"/>
        <source>“{0}” was saved to {1}.</source>
        <translation>«{0}» è stato salvato in {1}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="310"/>
        <location filename="../../tournament_app/ui/start_page.py" line="321"/>
        <location filename="../../tournament_app/ui/start_page.py" line="327"/>
        <source>Import tournament file</source>
        <translation>Importa file torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="318"/>
        <source>Importing the tournament…</source>
        <translation>Importazione del torneo…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="363"/>
        <source>Import it again as a copy</source>
        <translation>Importalo di nuovo come copia</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="363"/>
        <source>Open the existing one</source>
        <translation>Apri quello esistente</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="329"/>
        <source>“{0}” was imported. Players added to the registry: {1}; already there: {2}.</source>
        <translation>«{0}» è stato importato. Giocatori aggiunti all&apos;anagrafica: {1}; già presenti: {2}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="341"/>
        <source>Tournament files (*{0});;All files (*)</source>
        <translation>File torneo (*{0});;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="270"/>
        <source>“{0}” still has business open:</source>
        <translation>«{0}» ha ancora qualcosa in sospeso:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/start_page.py" line="274"/>
        <source>Mark it finished anyway? Its standings become final and count in the season ranking (it can be reopened).</source>
        <translation>Segnarlo concluso comunque? La sua classifica diventa definitiva e conta nella classifica della stagione (si può riaprire).</translation>
    </message>
</context>
<context>
    <name>SummaryPage</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="105"/>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/dialog.py" line="106"/>
        <source>Check the settings, then press Finish to create the tournament.</source>
        <translation>Controlla le impostazioni, poi premi Fine per creare il torneo.</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="109"/>
        <source>Swap</source>
        <translation>Scambia</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="110"/>
        <source>Two &amp;entries (by number)</source>
        <translation>Due &amp;iscrizioni (per numero)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="112"/>
        <source>Two &amp;tables (by table number)</source>
        <translation>Due &amp;tavoli (per numero di tavolo)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="122"/>
        <source>&amp;First:</source>
        <translation>&amp;Primo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="123"/>
        <source>&amp;Second:</source>
        <translation>&amp;Secondo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="138"/>
        <source>Type two numbers, e.g. 3 and 8.</source>
        <translation>Scrivi due numeri, es. 3 e 8.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/swapping.py" line="141"/>
        <source>Choose two different numbers.</source>
        <translation>Scegli due numeri diversi.</translation>
    </message>
</context>
<context>
    <name>UserGuideDialog</name>
    <message>
        <location filename="../../tournament_app/ui/user_guide.py" line="100"/>
        <source>Torneo user guide</source>
        <translation>Guida utente di Torneo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/user_guide.py" line="109"/>
        <source>Contents</source>
        <translation>Indice</translation>
    </message>
</context>
<context>
    <name>VpTableEditor</name>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="55"/>
        <source>Row {0}: </source>
        <translation>Riga {0}: </translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="58"/>
        <source>Add at least one row.</source>
        <translation>Aggiungi almeno una riga.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="59"/>
        <source>Every cell needs a whole number.</source>
        <translation>Ogni casella deve contenere un numero intero.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="60"/>
        <source>The first row must start at an MP difference of 0.</source>
        <translation>La prima riga deve partire da una differenza punti di 0.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="63"/>
        <source>MP differences go in steps of 5: use a multiple of 5.</source>
        <translation>Le differenze punti vanno a passi di 5: usa un multiplo di 5.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="66"/>
        <source>this row starts after the next one: sort the rows.</source>
        <translation>questa riga inizia dopo la successiva: ordina le righe.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="69"/>
        <source>each row must start 5 MP above where the previous one ends.</source>
        <translation>ogni riga deve iniziare 5 punti sopra la fine della precedente.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="72"/>
        <source>only the last row is open-ended.</source>
        <translation>solo l&apos;ultima riga è senza fine.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="75"/>
        <source>the two VP must add up to 20.</source>
        <translation>i due PV devono sommare 20.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="76"/>
        <source>the winner cannot get fewer VP than the loser.</source>
        <translation>il vincente non può avere meno PV del perdente.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="79"/>
        <source>The first row (a near draw) must give 10-10.</source>
        <translation>La prima riga (quasi pareggio) deve dare 10-10.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="82"/>
        <source>a wider MP difference cannot give the winner fewer VP than the row above.</source>
        <translation>una differenza punti maggiore non può dare al vincente meno PV della riga sopra.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="86"/>
        <source>No row gives those VP.</source>
        <translation>Nessuna riga dà quei PV.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="144"/>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="349"/>
        <source>Victory point table</source>
        <translation>Tabella dei punti vittoria</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="148"/>
        <source>e.g. Club 2 hands</source>
        <translation>es. Circolo 2 smazzate</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="153"/>
        <source>Keep these rows</source>
        <translation>Tieni queste righe</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="160"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="161"/>
        <source>&amp;Hands per round:</source>
        <translation>&amp;Smazzate per turno:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="162"/>
        <source>&amp;Copy rows from:</source>
        <translation>&amp;Copia le righe da:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="167"/>
        <source>From MP difference</source>
        <translation>Da differenza punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="168"/>
        <source>To</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="169"/>
        <source>Winner VP</source>
        <translation>PV vincente</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="170"/>
        <source>Loser VP</source>
        <translation>PV perdente</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="179"/>
        <source>&amp;Add row</source>
        <translation>&amp;Aggiungi riga</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="181"/>
        <source>&amp;Remove row</source>
        <translation>&amp;Togli riga</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="204"/>
        <source>Each row gives the VP for an MP difference from its first figure up to where the next row starts; the last row has no end.</source>
        <translation>Ogni riga dà i PV per una differenza punti dal suo primo valore fino a dove inizia la riga successiva; l&apos;ultima riga non ha fine.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="318"/>
        <source>Give the table a name.</source>
        <translation>Dai un nome alla tabella.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/vp_table_editor.py" line="333"/>
        <source>and over</source>
        <translation>e oltre</translation>
    </message>
</context>
<context>
    <name>ServerBanner</name>
    <message>
        <location filename="../../tournament_app/ui/other_stations.py" line="1"/>
        <source>The database {0} cannot be read: trying again every few seconds. What is shown may be out of date; nothing typed is lost.</source>
        <translation>L'archivio {0} non si riesce a leggere: nuovo tentativo ogni pochi secondi. Quello che vedi potrebbe non essere aggiornato; nulla di quanto scritto va perso.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/other_stations.py" line="1"/>
        <source>Server {0} not reachable: reconnecting… What is shown may be out of date; check the network and that the server computer is on.</source>
        <translation>Server {0} non raggiungibile: riconnessione in corso… Quello che vedi potrebbe non essere aggiornato; controlla la rete e che il computer del server sia acceso.</translation>
    </message>
</context>
<context>
    <name>ResultQuestions</name>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Round {0}, table {1} already has NS {2} — EW {3}. Replace with NS {4} — EW {5}?</source>
        <translation>Turno {0}, tavolo {1}: ha già NS {2} — EO {3}. Sostituire con NS {4} — EO {5}?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Remove the result of round {0}, table {1} ({2}–{3})?</source>
        <translation>Togliere il risultato del turno {0}, tavolo {1} ({2}–{3})?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Round {0}, table {1}: {2}.</source>
        <translation>Turno {0}, tavolo {1}: {2}.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Save it anyway?</source>
        <translation>Salvarlo comunque?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Round {0}, table {1}: which line forfeits the turno?</source>
        <translation>Turno {0}, tavolo {1}: quale linea perde il turno a forfait?</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/result_questions.py" line="1"/>
        <source>Round {0}, table {1}: {2}</source>
        <translation>Turno {0}, tavolo {1}: {2}</translation>
    </message>
</context>
<context>
    <name>RoundInPlayBanner</name>
    <message>
        <location filename="../../tournament_app/ui/round_in_play.py" line="1"/>
        <source>You are correcting round {0}; the round in play is {1}.</source>
        <translation>Stai correggendo il turno {0}; il turno in gioco è il {1}.</translation>
    </message>
</context>
<context>
    <name>ServerStart</name>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>&amp;Retry</source>
        <translation>&amp;Riprova</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>&amp;Open another database…</source>
        <translation>&amp;Apri un altro archivio…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>Open another database</source>
        <translation>Apri un altro archivio</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>Torneo databases (*.sqlite3 *.db);;All files (*)</source>
        <translation>Archivi di Torneo (*.sqlite3 *.db);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>Torneo does not open another database in its place: the evening&apos;s results are on the server. Try again once the server is on, or choose another database.</source>
        <translation>Torneo non apre un altro archivio al suo posto: i risultati della serata sono sul server. Riprova quando il server è acceso, oppure scegli un altro archivio.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/server_start.py" line="1"/>
        <source>Waiting for the server {0}: {1} Trying again every few seconds; this screen shows the tournament as soon as the server answers.</source>
        <translation>In attesa del server {0}: {1} Nuovo tentativo ogni pochi secondi; questo schermo mostra il torneo appena il server risponde.</translation>
    </message>
</context>
<context>
    <name>InHandChoice</name>
    <message>
        <location filename="../../tournament_app/ui/in_hand_choice.py" line="23"/>
        <source>Chiusura in mano: a player goes out laying all 13 cards at once, not having opened before. FISCA&apos;s rule doubles the penalty of those who had opened; a player who had not opened pays a flat 100. The house doubling doubles every penalty, a player who had not opened too (200, or the cards held twice).</source>
        <translation>Chiusura in mano: un giocatore chiude calando tutte le 13 carte in una volta, senza aver aperto prima. La regola FISCA raddoppia la penalità di chi aveva aperto; chi non aveva aperto paga 100 fissi. Il raddoppio della casa raddoppia ogni penalità, anche quella di chi non aveva aperto (200, o il doppio delle carte in mano).</translation>
    </message>
</context>
<context>
    <name>FederationExport</name>
    <message>
        <source>Federation file…</source>
        <translation>File per la federazione…</translation>
    </message>
    <message>
        <source>The results for the federation, a row per player with the tessera: CSV, Excel or JSON</source>
        <translation>I risultati per la federazione, una riga per giocatore con la tessera: CSV, Excel o JSON</translation>
    </message>
    <message>
        <source>CSV for Excel (*.csv);;Excel (*.xlsx);;JSON (*.json)</source>
        <translation>CSV per Excel (*.csv);;Excel (*.xlsx);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results for the federation</source>
        <translation>Risultati per la federazione</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>federazione</translation>
    </message>
    <message>
        <source>Saved: {0}</source>
        <translation>Salvato: {0}</translation>
    </message>
    <message>
        <source>The tournament is not marked finished, so the file says it is provisional (&quot;provvisoria&quot;). Save it again once the tournament is finished.</source>
        <translation>Il torneo non è segnato come concluso, quindi il file dice che i risultati sono provvisori («provvisoria»). Salvalo di nuovo quando il torneo è concluso.</translation>
    </message>
</context>
<context>
    <name>MembersImport</name>
    <message>
        <source>Import &amp;members…</source>
        <translation>Importa &amp;tesserati…</translation>
    </message>
    <message>
        <source>Replace the member list (Tessera, Surname, Name, Club, Category, Valid until) with the federation&apos;s or the club&apos;s file; entries with a tessera missing, unknown or expired are then flagged in Registration</source>
        <translation>Sostituisce l&apos;elenco dei tesserati (Tessera, Cognome, Nome, Circolo, Categoria, Scadenza) con il file della federazione o del circolo; le iscrizioni con la tessera mancante, sconosciuta o scaduta vengono poi segnalate in Registrazione</translation>
    </message>
    <message>
        <source>Import members</source>
        <translation>Importa tesserati</translation>
    </message>
    <message>
        <source>Spreadsheets (*.xlsx *.xlsm *.csv *.txt);;All files (*)</source>
        <translation>Fogli di calcolo (*.xlsx *.xlsm *.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Reading {0}…</source>
        <translation>Lettura di {0}…</translation>
    </message>
    <message>
        <source>Line {0}: {1}</source>
        <translation>Riga {0}: {1}</translation>
    </message>
    <message>
        <source>Nothing was imported: the member list is as it was. Correct these lines in the file and try again:</source>
        <translation>Non è stato importato nulla: l&apos;elenco dei tesserati è rimasto com&apos;era. Correggi queste righe nel file e riprova:</translation>
    </message>
    <message>
        <source>Member list imported: {0} members. The Registration page flags the entries to check.</source>
        <translation>Elenco dei tesserati importato: {0} tesserati. La pagina Registrazione segnala le iscrizioni da controllare.</translation>
    </message>
</context>
<context>
    <name>HallDialog</name>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="48"/>
        <source>Hall service</source>
        <translation>Servizio in sala</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="53"/>
        <source>The players follow their tables, the standings and the results on their phones, on the club&apos;s network. Nothing can be changed there; only where the tournament has table entry on, the tables enter their results with their table&apos;s code.</source>
        <translation>I giocatori seguono tavoli, classifica e risultati sul telefono, sulla rete del circolo. Da lì non si può cambiare nulla; solo se il torneo ha l&apos;inserimento dai tavoli acceso, i tavoli inseriscono i risultati con il codice del tavolo.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>Print the table cards with the tables&apos; codes…</source>
        <translation>Stampa i cartellini dei tavoli con i codici…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>Print the scoresheets with the tables&apos; codes…</source>
        <translation>Stampa i segnapunti con i codici dei tavoli…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>Scoresheets</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>scoresheets with codes</source>
        <translation>segnapunti con codici</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>No round published yet: publish one on the Rounds page.</source>
        <translation>Nessun turno pubblicato: pubblicane uno nella pagina Turni.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>Table cards</source>
        <translation>Cartellini dei tavoli</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>table codes</source>
        <translation>codici dei tavoli</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="1"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="62"/>
        <source>any free port</source>
        <translation>una porta libera qualsiasi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="63"/>
        <source>Reachable from the club&apos;s network (Wi-Fi)</source>
        <translation>Raggiungibile dalla rete del circolo (Wi-Fi)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="65"/>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="165"/>
        <source>Start the hall service</source>
        <translation>Avvia il servizio in sala</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="77"/>
        <source>Port:</source>
        <translation>Porta:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="100"/>
        <source>Open a tournament first: the hall shows one tournament.</source>
        <translation>Apri prima un torneo: il servizio in sala ne mostra uno.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="106"/>
        <source>Starting…</source>
        <translation>Avvio…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="150"/>
        <source>The hall service cannot listen on port {port} ({reason}): choose another port, or close the program using it.</source>
        <translation>Il servizio in sala non può ascoltare sulla porta {port} ({reason}): scegli un&apos;altra porta, o chiudi il programma che la usa.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="155"/>
        <source>The hall service could not start: {error}</source>
        <translation>Il servizio in sala non è partito: {error}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="165"/>
        <source>Stop the hall service</source>
        <translation>Ferma il servizio in sala</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="170"/>
        <source>The hall service is off.</source>
        <translation>Il servizio in sala è spento.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/hall_dialog.py" line="176"/>
        <source>On, showing «{name}»: players open this address in their phone&apos;s browser, or scan the code.</source>
        <translation>Acceso, con «{name}»: i giocatori aprono questo indirizzo nel browser del telefono, o inquadrano il codice.</translation>
    </message>
</context>
<context>
    <name>RoundsCalendar</name>
    <message>
        <location filename="../../tournament_app/ui/rounds/calendar.py" line="17"/>
        <source>Calendar of the groups</source>
        <translation>Calendario dei gironi</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/calendar.py" line="28"/>
        <source>Write a PDF of every round&apos;s tables with their group, and open it to print</source>
        <translation>Scrivi un PDF con i tavoli di ogni turno e il loro girone, e aprilo per stamparlo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/rounds/calendar.py" line="53"/>
        <source>calendar</source>
        <translation>calendario</translation>
    </message>
</context>
<context>
    <name>BurracoAmounts</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="24"/>
        <source>Closing bonus</source>
        <translation>Premio di chiusura</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="25"/>
        <source>Pozzetto not taken</source>
        <translation>Pozzetto non preso</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="27"/>
        <source>Burraco reale</source>
        <translation>Burraco reale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="28"/>
        <source>Super burraco</source>
        <translation>Super burraco</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="32"/>
        <source>closing</source>
        <translation>chiusura</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="33"/>
        <source>pozzetto not taken</source>
        <translation>pozzetto non preso</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="34"/>
        <source>reale</source>
        <translation>reale</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="35"/>
        <source>super</source>
        <translation>super</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="41"/>
        <source>Bra&amp;zilian: a burraco in the trump suit counts double (400 / 300 / 200)</source>
        <translation>Bras&amp;iliano: un burraco nel seme di briscola vale doppio (400 / 300 / 200)</translation>
    </message>
</context>
<context>
    <name>BurracoSeatingRules</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="135"/>
        <source>Danese: each pair takes the line it did not have last &amp;time</source>
        <translation>Danese: ogni coppia prende la &amp;linea che non aveva l&apos;ultima volta</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="137"/>
        <source>Off: the pair higher in the standings sits NS.</source>
        <translation>Senza: la coppia più in alto in classifica siede NS.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="139"/>
        <source>Keep pairs of the same &amp;club apart (same line in the first round)</source>
        <translation>Separa le coppie dello stesso circ&amp;olo (stessa linea al primo turno)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="143"/>
        <source>Pairs whose players play for one club are put on the same line where the line sizes allow: they do not meet in the first round nor in a Mitchell that follows. A Danese keeps them apart where it can without a rematch; the round check names a meeting it could not avoid.</source>
        <translation>Le coppie i cui giocatori sono dello stesso circolo vanno sulla stessa linea, dove le linee lo permettono: non si incontrano né al primo turno né nel Mitchell che segue. Un danese le tiene separate dove può senza una rivincita; il controllo del turno indica un incontro che non ha potuto evitare.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Never (with an odd count a pair has the bye)</source>
        <translation>Mai (con un numero dispari di coppie, una riposa)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>When the count needs it (a table of three instead of a bye)</source>
        <translation>Quando il numero lo richiede (un tavolo da tre invece del riposo)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Always (as many tables of three as possible)</source>
        <translation>Sempre (quanti più tavoli da tre possibile)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Three pairs at a table, three packs (162 cards), three pozzetti of 11, the pozzetto only after a first burraco. Seated by the draw or the Danese; a Mitchell, a round robin or gironi cannot seat them.</source>
        <translation>Tre coppie al tavolo, tre mazzi (162 carte), tre pozzetti da 11, il pozzetto solo dopo il primo burraco. Li dispongono il sorteggio e il Danese; Mitchell, all&apos;italiana e gironi non possono.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Average of the two conversions, a half up</source>
        <translation>Media delle due conversioni, il mezzo punto per eccesso</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Average of the two conversions, a half down</source>
        <translation>Media delle due conversioni, il mezzo punto per difetto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Sum of the two conversions (up to 40 VP)</source>
        <translation>Somma delle due conversioni (fino a 40 PV)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Each pair&apos;s total against each of the other two, converted by the VP table.</source>
        <translation>Il totale di ogni coppia contro ciascuna delle altre due, convertito con la tabella PV.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>Tables of th&amp;ree pairs:</source>
        <translation>T&amp;avoli da tre coppie:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="1"/>
        <source>VP at a t&amp;able of three:</source>
        <translation>PV a &amp;un tavolo da tre:</translation>
    </message>
</context>
<context>
    <name>Scala40Variants</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="97"/>
        <source>An ace left alone in hand counts &amp;1</source>
        <translation>Un asso rimasto da solo in mano vale &amp;1</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="99"/>
        <source>When the cards left are typed (A): a lone ace counts 1 instead of 11.</source>
        <translation>Scrivendo le carte rimaste (A): un asso da solo vale 1 invece di 11.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="102"/>
        <source>Simpl&amp;ified scoring: 1-15 points count 1, 16-25 count 2, …</source>
        <translation>Conteggio sempl&amp;ificato: 1-15 punti contano 1, 16-25 contano 2, …</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/variant_fields.py" line="105"/>
        <source>A player who had not opened counts 10; the limit is usually 100.</source>
        <translation>Chi non ha aperto conta 10; il limite di solito è 100.</translation>
    </message>
</context>
<context>
    <name>TeamStandingsTable</name>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>MP against</source>
        <translation>Punti subiti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>MP diff.</source>
        <translation>Diff. punti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>MP for</source>
        <translation>Punti fatti</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Matches</source>
        <translation>Incontri</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Rank</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>Team standings</source>
        <translation>Classifica delle squadre</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/standings/team_table.py"/>
        <source>VP</source>
        <translation>PV</translation>
    </message>
</context>
<context>
    <name>TeamsPanel</name>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>(absent)</source>
        <translation>(assente)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Club</source>
        <translation>Circolo</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Team</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Teams</source>
        <translation>Squadre</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>pair {0}</source>
        <translation>coppia {0}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>{0} players</source>
        <translation>{0} giocatori</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Add tea&amp;m…</source>
        <translation>Aggiungi s&amp;quadra…</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Remo&amp;ve team</source>
        <translation>To&amp;gli squadra</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Remove team</source>
        <translation>Togli squadra</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Remove team {0} ({1})? Its pairs stay entered.</source>
        <translation>Togliere la squadra {0} ({1})? Le sue coppie restano iscritte.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Line-up…</source>
        <translation>&amp;Formazione…</translation>
    </message>
</context>
<context>
    <name>TeamDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Club:</source>
        <translation>&amp;Circolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Pairs:</source>
        <translation>C&amp;oppie:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>New team</source>
        <translation>Nuova squadra</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Type the pairs' numbers, e.g. 1, 2.</source>
        <translation>Scrivi i numeri delle coppie, per esempio 1, 2.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>e.g. 1, 2 (or three pairs: 1, 2, 3)</source>
        <translation>es. 1, 2 (o tre coppie: 1, 2, 3)</translation>
    </message>
</context>
<context>
    <name>LineUpDialog</name>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;First table:</source>
        <translation>&amp;Primo tavolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Round:</source>
        <translation>&amp;Turno:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>&amp;Second table:</source>
        <translation>&amp;Secondo tavolo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/registration/teams_panel.py"/>
        <source>Line-up of {0}</source>
        <translation>Formazione di {0}</translation>
    </message>
</context>
<context>
    <name>Scala40PairsFields</name>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>The pair of the player who closes a hand wins it; these many win the match.</source>
        <translation>La mano va alla coppia del giocatore che chiude; chi ne vince tante vince la partita.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>Match points for a win, a draw and a loss: they make the ranking of pairs.</source>
        <translation>Punti partita per vittoria, pareggio e sconfitta: fanno la classifica delle coppie.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>Hands that &amp;win a match:</source>
        <translation>Mani che &amp;vincono la partita:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>Level &amp;when time is called:</source>
        <translation>Pari allo &amp;scadere del tempo:</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>Match points (&amp;win, draw, loss):</source>
        <translation>Punti &amp;partita (vittoria, pareggio, sconfitta):</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>With an odd number of pairs one pair sits out each round: what it gets.</source>
        <translation>Con un numero dispari di coppie, a ogni turno una coppia riposa: ecco cosa prende.</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/wizard/pairs_fields.py" line="1"/>
        <source>A pair&apos;s b&amp;ye is worth:</source>
        <translation>Ripos&amp;o di una coppia:</translation>
    </message>
</context>
<context>
    <name>ClockBar</name>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="170"/>
        <source>Round {0}: time is up</source>
        <translation>Turno {0}: tempo scaduto</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="172"/>
        <source>Round {0}: {1} left</source>
        <translation>Tempo del turno {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="174"/>
        <source>Round {0}: {1} left (paused)</source>
        <translation>Tempo del turno {0}: {1} (in pausa)</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="180"/>
        <source>Pause the clock</source>
        <translation>Ferma il cronometro</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="180"/>
        <source>Start the clock</source>
        <translation>Avvia il cronometro</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="182"/>
        <source>Reset</source>
        <translation>Azzera</translation>
    </message>
    <message>
        <location filename="../../tournament_app/ui/round_clock.py" line="183"/>
        <source> min</source>
        <translation> min</translation>
    </message>
</context>
<context>
    <name>HallAddressPanel</name>
    <message>
        <location filename="../../tournament_app/ui/projector/hall_address.py" line="61"/>
        <source>Your table, the standings and the results on your phone:</source>
        <translation>Il tuo tavolo, la classifica e i risultati sul telefono:</translation>
    </message>
</context>
</TS>
