<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Api</name>
    <message>
        <source>too many write requests; wait a moment</source>
        <translation>слишком много запросов на запись; подождите немного</translation>
    </message>
    <message>
        <source>a valid bearer token is required (damka token create)</source>
        <translation>нужен действующий токен (damka token create)</translation>
    </message>
    <message>
        <source>a %1 token may not do this</source>
        <translation>токену %1 это не разрешено</translation>
    </message>
    <message>
        <source>this board token serves round %1 while it is played, not round %2</source>
        <translation>этот токен доски действует только в туре %1, пока он идёт, а не в туре %2</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>a start number</source>
        <translation>стартовый номер</translation>
    </message>
    <message>
        <source>no player with start number %1</source>
        <translation>нет участника со стартовым номером %1</translation>
    </message>
    <message>
        <source>%1 does not play round %2</source>
        <translation>%1 не играет в %2-м туре</translation>
    </message>
    <message>
        <source>%1 checked in for round %2</source>
        <translation>%1 отмечен(а) на %2-й тур</translation>
    </message>
    <message>
        <source>%1 was already checked in for round %2</source>
        <translation>%1 уже отмечен(а) на %2-й тур</translation>
    </message>
    <message>
        <source>the name &apos;%1&apos; is given twice in one object (RFC 7493 2.3)</source>
        <translation>имя «%1» дано в одном объекте дважды (RFC 7493 2.3)</translation>
    </message>
    <message>
        <source>%1 is half of a UTF-16 surrogate pair, no character (RFC 7493 2.1)</source>
        <translation>%1 — половина суррогатной пары UTF-16, а не символ (RFC 7493 2.1)</translation>
    </message>
    <message>
        <source>%1 is beyond %2, the numbers JSON keeps exactly (RFC 7493 2.2)</source>
        <translation>%1 — за пределом %2, до которого JSON хранит числа точно (RFC 7493 2.2)</translation>
    </message>
    <message>
        <source>text, as a JSON string</source>
        <translation>текст, строкой JSON</translation>
    </message>
    <message>
        <source>a number, or text</source>
        <translation>число или текст</translation>
    </message>
    <message>
        <source>the body must be a JSON object (%1)</source>
        <translation>тело запроса должно быть объектом JSON (%1)</translation>
    </message>
    <message>
        <source>got another JSON value</source>
        <translation>пришло другое значение JSON</translation>
    </message>
    <message>
        <source>round %1 is over; ask the arbiter</source>
        <translation>тур %1 окончен; обратитесь к судье</translation>
    </message>
    <message>
        <source>this link&apos;s token was revoked; ask the arbiter for a new one</source>
        <translation>ключ этой ссылки отозван; попросите у судьи новую ссылку</translation>
    </message>
    <message>
        <source>this link&apos;s token expired; ask the arbiter for a new one</source>
        <translation>срок действия ключа этой ссылки истёк; попросите у судьи новую ссылку</translation>
    </message>
    <message>
        <source>a forfeit is entered by the arbiter, not at the board</source>
        <translation>результат неявки вносит судья, а не игроки за доской</translation>
    </message>
    <message>
        <source>the result is entered; a change is the arbiter&apos;s</source>
        <translation>результат уже внесён; изменить его может только судья</translation>
    </message>
</context>
<context>
    <name>Batch</name>
    <message>
        <source>nothing registered:</source>
        <translation>ничего не зарегистрировано:</translation>
    </message>
    <message>
        <source>nothing updated:</source>
        <translation>ничего не обновлено:</translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation>доска %1: %2</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>no results given (lines &apos;BOARD RESULT&apos;, e.g. &apos;3 1-0&apos;)</source>
        <translation>результаты не указаны (строки «ДОСКА РЕЗУЛЬТАТ», например «3 1-0»)</translation>
    </message>
    <message>
        <source>nothing entered:</source>
        <translation>ничего не внесено:</translation>
    </message>
    <message>
        <source>board %1 game %2 is already on line %3</source>
        <translation>доска %1, партия %2 уже есть в строке %3</translation>
    </message>
    <message>
        <source>board %1 is already on line %2</source>
        <translation>доска %1 уже есть в строке %2</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 already entered, unchanged</source>
        <translation>тур %1, доска %2: %3 уже внесён, без изменений</translation>
    </message>
    <message>
        <source>round %1: %2 of %3 results entered from %4</source>
        <translation>тур %1: внесено результатов — %2 из %3 (%4)</translation>
    </message>
    <message>
        <source>the desk</source>
        <translation>пульт судьи</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>the plugin of the variant &apos;%1&apos; is not loaded</source>
        <translation>модуль варианта «%1» не загружен</translation>
    </message>
    <message>
        <source>round %1 is not published</source>
        <translation>тур %1 не опубликован</translation>
    </message>
    <message>
        <source>round %1 has no board %2</source>
        <translation>в туре %1 нет доски %2</translation>
    </message>
    <message>
        <source>board %2 of round %1 is a bye: no game is played on it</source>
        <translation>доска %2 тура %1 — пропуск тура: партия на ней не играется</translation>
    </message>
    <message>
        <source>the game&apos;s log cannot be replayed: %1</source>
        <translation>протокол партии не удаётся воспроизвести: %1</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ходят %1</translation>
    </message>
    <message>
        <source>The position on the board is unknown</source>
        <translation>Позиция на доске неизвестна</translation>
    </message>
</context>
<context>
    <name>Bye</name>
    <message>
        <source>PAB</source>
        <comment>the pairing-allocated bye, in a pairing list</comment>
        <translation>пропуск тура</translation>
    </message>
    <message>
        <source>HPB</source>
        <comment>a half-point bye, in a pairing list</comment>
        <translation>пропуск тура по заявке (ничья)</translation>
    </message>
    <message>
        <source>FPB</source>
        <comment>a full-point bye, in a pairing list</comment>
        <translation>пропуск тура по заявке (победа)</translation>
    </message>
    <message>
        <source>ZPB</source>
        <comment>a zero-point bye, in a pairing list</comment>
        <translation>пропуск тура без очков</translation>
    </message>
    <message>
        <source>PAB</source>
        <comment>the pairing-allocated bye, in a crosstable cell</comment>
        <translation>пр</translation>
    </message>
    <message>
        <source>HPB</source>
        <comment>a half-point bye, in a crosstable cell</comment>
        <translation>пз</translation>
    </message>
    <message>
        <source>FPB</source>
        <comment>a full-point bye, in a crosstable cell</comment>
        <translation>пз</translation>
    </message>
    <message>
        <source>ZPB</source>
        <comment>a zero-point bye, in a crosstable cell</comment>
        <translation>пз</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a bye&apos;s words, then its FIDE code</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>FIDE codes (C.04.1): %1</source>
        <translation>Коды ФИДЕ (C.04.1): %1</translation>
    </message>
</context>
<context>
    <name>Clock</name>
    <message>
        <source>Start</source>
        <translation>Пуск</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>± White&apos;s time</source>
        <translation>± время белых</translation>
    </message>
    <message>
        <source>± Black&apos;s time</source>
        <translation>± время чёрных</translation>
    </message>
    <message>
        <source>Seconds to add (negative: to take away)</source>
        <translation>Секунд добавить (со знаком минус: отнять)</translation>
    </message>
    <message>
        <source>round %1 has no published board %2</source>
        <translation>в туре %1 нет опубликованной доски %2</translation>
    </message>
    <message>
        <source>action: start, press, pause, resume or add</source>
        <translation>action: start, press, pause, resume или add</translation>
    </message>
    <message>
        <source>side: 0 (White) or 1 (Black)</source>
        <translation>side: 0 (белые) или 1 (чёрные)</translation>
    </message>
    <message>
        <source>delta_ms: a whole number of milliseconds, not 0 (negative: taken away)</source>
        <translation>delta_ms: целое число миллисекунд, не 0 (со знаком минус — отнять)</translation>
    </message>
    <message>
        <source>the event&apos;s time control is not one the clock can run</source>
        <translation>контроль времени турнира не подходит для часов</translation>
    </message>
    <message>
        <source>the game&apos;s log has no time control the clock can run</source>
        <translation>в записи партии нет контроля времени, подходящего для часов</translation>
    </message>
    <message>
        <source>the clock is already started</source>
        <translation>часы уже запущены</translation>
    </message>
    <message>
        <source>the clock is not started on the web clock</source>
        <translation>часы не запущены на веб-часах</translation>
    </message>
    <message>
        <source>the game is untimed: there is no clock to start</source>
        <translation>партия без контроля времени: запускать нечего</translation>
    </message>
    <message>
        <source>a clock side is 0 or 1</source>
        <translation>сторона часов — 0 или 1</translation>
    </message>
    <message>
        <source>the clock is not started</source>
        <translation>часы не запущены</translation>
    </message>
    <message>
        <source>the clock is stopped by the arbiter</source>
        <translation>часы остановлены судьёй</translation>
    </message>
    <message>
        <source>the first player pressed, but it is the second player&apos;s clock that runs</source>
        <translation>нажал первый игрок, но идут часы второго</translation>
    </message>
    <message>
        <source>the second player pressed, but it is the first player&apos;s clock that runs</source>
        <translation>нажал второй игрок, но идут часы первого</translation>
    </message>
    <message>
        <source>the clock is already stopped</source>
        <translation>часы уже остановлены</translation>
    </message>
    <message>
        <source>the clock is not stopped</source>
        <translation>часы не остановлены</translation>
    </message>
    <message>
        <source>there is no press to undo: the clocks were not switched since the last correction</source>
        <translation>отменять нечего: после последней поправки часы не переключались</translation>
    </message>
</context>
<context>
    <name>Correction</name>
    <message>
        <source>round %1</source>
        <translation>тур %1</translation>
    </message>
    <message>
        <source>rounds %1 and %2</source>
        <translation>туры %1 и %2</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 - %4 was entered %5, now %6</source>
        <translation>тур %1, доска %2: %3 - %4, был внесён результат %5, теперь %6</translation>
    </message>
    <message>
        <source>%1; %2 was already paired on the old result.</source>
        <translation>%1; %2 уже составлен по прежнему результату.</translation>
    </message>
    <message>
        <source>%1; %2 were already paired on the old result.</source>
        <translation>%1; %2 уже составлены по прежнему результату.</translation>
    </message>
    <message>
        <source>FIDE C.04.2: pairings already made stand; a corrected result only affects pairings yet to be made. Nothing was changed: give --confirm to correct it (%1 stays as paired).</source>
        <translation>ФИДЕ C.04.2: уже составленные пары остаются в силе; исправленный результат влияет только на жеребьёвку следующих туров. Ничего не изменено: подтвердите исправление, чтобы внести его (%1 остаётся как составлен).</translation>
    </message>
    <message>
        <source>FIDE C.04.2: pairings already made stand; a corrected result only affects pairings yet to be made. Nothing was changed: give --confirm to correct it (%1 stay as paired).</source>
        <translation>ФИДЕ C.04.2: уже составленные пары остаются в силе; исправленный результат влияет только на жеребьёвку следующих туров. Ничего не изменено: подтвердите исправление, чтобы внести его (%1 остаются как составлены).</translation>
    </message>
    <message>
        <source>Round %1 is still a draft: to pair it on the corrected result, undo it (&apos;damka round undo&apos;), correct, and pair it again.</source>
        <translation>Тур %1 ещё черновик: чтобы составить его по исправленному результату, отмените его жеребьёвку, исправьте результат и проведите жеребьёвку снова.</translation>
    </message>
    <message>
        <source>warning: %1 was paired on the old result and stands (FIDE C.04.2: a corrected result only affects pairings yet to be made)</source>
        <translation>внимание: %1 составлен по прежнему результату и остаётся в силе (ФИДЕ C.04.2: исправленный результат влияет только на жеребьёвку следующих туров)</translation>
    </message>
    <message>
        <source>warning: %1 were paired on the old result and stand (FIDE C.04.2: a corrected result only affects pairings yet to be made)</source>
        <translation>внимание: %1 составлены по прежнему результату и остаются в силе (ФИДЕ C.04.2: исправленный результат влияет только на жеребьёвку следующих туров)</translation>
    </message>
</context>
<context>
    <name>Desk</name>
    <message>
        <source>Board %1: your board&apos;s result</source>
        <translation>Доска %1: результат вашей доски</translation>
    </message>
    <message>
        <source>Arbiter: every board of the round</source>
        <translation>Судья: все доски тура</translation>
    </message>
    <message>
        <source>Open this page with the link of a board&apos;s or an arbiter&apos;s token.</source>
        <translation>Откройте эту страницу по ссылке с токеном доски или судьи.</translation>
    </message>
    <message>
        <source>Confirm the correction</source>
        <translation>Подтвердить исправление</translation>
    </message>
    <message>
        <source>Saved: board %1, %2</source>
        <translation>Записано: доска %1, %2</translation>
    </message>
    <message>
        <source>%1 - round %2: results</source>
        <translation>%1 — тур %2: результаты</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Фамилия, имя</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Federation</source>
        <translation>Федерация</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>Birth year</source>
        <translation>Год рождения</translation>
    </message>
    <message>
        <source>Sex</source>
        <translation>Пол</translation>
    </message>
    <message>
        <source>M</source>
        <translation>М</translation>
    </message>
    <message>
        <source>F</source>
        <translation>Ж</translation>
    </message>
    <message>
        <source>FMJD id</source>
        <translation>Номер ФМЖД</translation>
    </message>
    <message>
        <source>National id</source>
        <translation>Национальный номер</translation>
    </message>
    <message>
        <source>Event name</source>
        <translation>Название турнира</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>From</source>
        <translation>С</translation>
    </message>
    <message>
        <source>To</source>
        <translation>По</translation>
    </message>
    <message>
        <source>Chief arbiter</source>
        <translation>Главный судья</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>Printouts&apos; language</source>
        <translation>Язык распечаток</translation>
    </message>
    <message>
        <source>the reader&apos;s</source>
        <translation>язык читателя</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Туров</translation>
    </message>
    <message>
        <source>Match for third place</source>
        <translation>Матч за третье место</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Save the settings</source>
        <translation>Сохранить настройки</translation>
    </message>
    <message>
        <source>Show the audit log</source>
        <translation>Показать журнал действий</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Добавить участника</translation>
    </message>
    <message>
        <source>Missed rounds count as</source>
        <translation>Пропущенные туры засчитываются как</translation>
    </message>
    <message>
        <source>ZPB: zero</source>
        <translation>ZPB: ноль</translation>
    </message>
    <message>
        <source>HPB: a half</source>
        <translation>HPB: пол-очка</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Добавить</translation>
    </message>
    <message>
        <source>Import a CSV file</source>
        <translation>Загрузить файл CSV</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Проверить</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Загрузить</translation>
    </message>
    <message>
        <source>Correct a player</source>
        <translation>Исправить данные участника</translation>
    </message>
    <message>
        <source>A field left blank keeps its value.</source>
        <translation>Пустое поле оставляет прежнее значение.</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Стартовый номер</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Withdraw or re-enter</source>
        <translation>Выбытие и возвращение</translation>
    </message>
    <message>
        <source>Last round played (blank: the latest)</source>
        <translation>Последний сыгранный тур (пусто — последний опубликованный)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Выбыл</translation>
    </message>
    <message>
        <source>Re-enter</source>
        <translation>Вернуть в турнир</translation>
    </message>
    <message>
        <source>Byes and absences</source>
        <translation>Пропуски туров</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>HPB: a half point</source>
        <translation>HPB: пол-очка</translation>
    </message>
    <message>
        <source>FPB: a full point</source>
        <translation>FPB: очко</translation>
    </message>
    <message>
        <source>ZPB: absent, no point</source>
        <translation>ZPB: отсутствие, без очков</translation>
    </message>
    <message>
        <source>Cancel the bye instead</source>
        <translation>Отменить пропуск</translation>
    </message>
    <message>
        <source>Forbidden pairs</source>
        <translation>Запрещённые пары</translation>
    </message>
    <message>
        <source>Start numbers (two or more)</source>
        <translation>Стартовые номера (два или больше)</translation>
    </message>
    <message>
        <source>Allow them to meet again instead</source>
        <translation>Снова разрешить им встречаться</translation>
    </message>
    <message>
        <source>Drawing of lots</source>
        <translation>Жеребьёвка номеров</translation>
    </message>
    <message>
        <source>Seed (blank: a random one)</source>
        <translation>Начальное число (пусто — случайное)</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Провести жеребьёвку</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>Publish the round</source>
        <translation>Опубликовать тур</translation>
    </message>
    <message>
        <source>Also when results are entered</source>
        <translation>Даже если результаты уже внесены</translation>
    </message>
    <message>
        <source>Undo the latest round</source>
        <translation>Отменить последний тур</translation>
    </message>
    <message>
        <source>Pair round %1</source>
        <translation>Жеребьёвка %1-го тура</translation>
    </message>
    <message>
        <source>By hand (blank: the engine&apos;s pairing): white-black pairs, &apos;ID-bye&apos; for the bye, separated by commas or lines</source>
        <translation>Вручную (пусто — жеребьёвка программы): пары «белые-чёрные», «номер-пропуск» для свободного от игры, через запятую или с новой строки</translation>
    </message>
    <message>
        <source>Pair even though an absolute criterion (C.04.1) is broken</source>
        <translation>Провести, хотя нарушен абсолютный критерий (C.04.1)</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Провести жеребьёвку</translation>
    </message>
    <message>
        <source>To swap players: change the pairs below, undo the draft, then pair by hand.</source>
        <translation>Чтобы поменять участников: исправьте пары ниже, отмените черновик и проведите жеребьёвку вручную.</translation>
    </message>
    <message>
        <source>The pairing by hand</source>
        <translation>Жеребьёвка вручную</translation>
    </message>
    <message>
        <source>No round is published yet.</source>
        <translation>Ни один тур ещё не опубликован.</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <source>One board a line: BOARD RESULT, e.g. &apos;3 1-0&apos;, &apos;7 +-&apos; (forfeit), &apos;2 1-0 17:7&apos; with variant points, &apos;4.2 0-1&apos; for game 2 of a micro-match</source>
        <translation>По доске в строке: ДОСКА РЕЗУЛЬТАТ, например «3 1-0», «7 +-» (неявка), «2 1-0 17:7» с очками варианта, «4.2 0-1» для второй партии микроматча</translation>
    </message>
    <message>
        <source>Correct results although later rounds were paired on them (C.04.2)</source>
        <translation>Исправить результаты, хотя по ним уже проведена жеребьёвка следующих туров (C.04.2)</translation>
    </message>
    <message>
        <source>Enter the results</source>
        <translation>Внести результаты</translation>
    </message>
    <message>
        <source>Pairings of round %1</source>
        <translation>Пары %1-го тура</translation>
    </message>
    <message>
        <source>Result slips of round %1</source>
        <translation>Бланки результатов %1-го тура</translation>
    </message>
    <message>
        <source>Check-in list of round %1</source>
        <translation>Лист регистрации %1-го тура</translation>
    </message>
    <message>
        <source>Wall chart</source>
        <translation>Настенная таблица</translation>
    </message>
    <message>
        <source>TRF (FIDE tournament report)</source>
        <translation>TRF (отчёт о турнире ФИДЕ)</translation>
    </message>
    <message>
        <source>PDN (the games)</source>
        <translation>PDN (партии)</translation>
    </message>
    <message>
        <source>CSV: the players</source>
        <translation>CSV: участники</translation>
    </message>
    <message>
        <source>CSV: the standings</source>
        <translation>CSV: турнирная таблица</translation>
    </message>
    <message>
        <source>Prints and downloads</source>
        <translation>Печать и файлы</translation>
    </message>
    <message>
        <source>The chief arbiter: everything. An arbiter: results and check-in. A board&apos;s players: that board&apos;s result and clock in one round. Check-in: check-in only. A token is shown once, with its link and QR code.</source>
        <translation>Главный судья — всё. Судья — результаты и регистрация. Игроки доски — результат и часы своей доски в одном туре. Регистрация — только регистрация. Токен показывается один раз, со ссылкой и QR-кодом.</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>a board&apos;s players</source>
        <translation>игроки доски</translation>
    </message>
    <message>
        <source>arbiter</source>
        <translation>судья</translation>
    </message>
    <message>
        <source>check-in</source>
        <translation>регистрация</translation>
    </message>
    <message>
        <source>chief arbiter</source>
        <translation>главный судья</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Round (a board&apos;s token; blank: the latest)</source>
        <translation>Тур (для токена доски; пусто — последний)</translation>
    </message>
    <message>
        <source>Expires (&apos;8h&apos;, &apos;2d&apos;, a date; blank: a day for a board, a week otherwise)</source>
        <translation>Действует до (8h — 8 часов, 2d — 2 дня, или дата; пусто — сутки для доски, неделя для остальных)</translation>
    </message>
    <message>
        <source>Make a token</source>
        <translation>Создать токен</translation>
    </message>
    <message>
        <source>List the tokens</source>
        <translation>Показать токены</translation>
    </message>
    <message>
        <source>Access</source>
        <translation>Доступ</translation>
    </message>
    <message>
        <source>Open the desk with the link of a chief&apos;s or an arbiter&apos;s token.</source>
        <translation>Откройте пульт по ссылке с токеном главного судьи или судьи.</translation>
    </message>
    <message>
        <source>Chief arbiter&apos;s desk</source>
        <translation>Пульт главного судьи</translation>
    </message>
    <message>
        <source>Arbiter&apos;s desk</source>
        <translation>Пульт судьи</translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation>Отозвать</translation>
    </message>
    <message>
        <source>Why this pairing</source>
        <translation>Почему такая жеребьёвка</translation>
    </message>
    <message>
        <source>Draft: not public until published</source>
        <translation>Черновик: не виден публике до публикации</translation>
    </message>
    <message>
        <source>Link (shown once):</source>
        <translation>Ссылка (показывается один раз):</translation>
    </message>
    <message>
        <source>Id|Role|Round|Made|Until|State</source>
        <translation>Код|Роль|Тур|Создан|До|Состояние</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вариант</translation>
    </message>
    <message>
        <source>Variant options (see &apos;damka variants&apos;)</source>
        <translation>Параметры варианта</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Система</translation>
    </message>
    <message>
        <source>Rounds (a round robin: from the players)</source>
        <translation>Туров (в круговом — по числу участников)</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Очки за партию</translation>
    </message>
    <message>
        <source>the variant&apos;s own</source>
        <translation>свои очки варианта</translation>
    </message>
    <message>
        <source>Tie-break rules (FIDE C.07)</source>
        <translation>Правила дополнительных показателей (ФИДЕ C.07)</translation>
    </message>
    <message>
        <source>in force on the start date</source>
        <translation>действующие на дату начала</translation>
    </message>
    <message>
        <source>Points of the pairing-allocated bye (blank: a win)</source>
        <translation>Очки за свободный тур по жеребьёвке (пусто — как за победу)</translation>
    </message>
    <message>
        <source>Points of a half-point bye (blank: a draw)</source>
        <translation>Очки за пропуск с пол-очком (пусто — как за ничью)</translation>
    </message>
    <message>
        <source>Points of a full-point bye (blank: a win)</source>
        <translation>Очки за пропуск с очком (пусто — как за победу)</translation>
    </message>
    <message>
        <source>Half-point byes a player may request</source>
        <translation>Пропусков с пол-очком на участника</translation>
    </message>
    <message>
        <source>No half-point byes in the last rounds</source>
        <translation>Последних туров без пропусков с пол-очком</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>Ускорение</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Baku (FIDE C.04.5.1)</source>
        <translation>бакинское (ФИДЕ C.04.5.1)</translation>
    </message>
    <message>
        <source>Micro-matches: two games a pairing, colours reversed</source>
        <translation>Микроматчи: две партии в паре со сменой цвета</translation>
    </message>
    <message>
        <source>A knockout&apos;s match for third place</source>
        <translation>Матч за третье место (олимпийская система)</translation>
    </message>
    <message>
        <source>Team events: boards a match</source>
        <translation>Командные турниры: досок в матче</translation>
    </message>
    <message>
        <source>Team events: match points (2-1-0 or 1-0.5-0)</source>
        <translation>Командные турниры: командные очки (2-1-0 или 1-0.5-0)</translation>
    </message>
    <message>
        <source>Create the event</source>
        <translation>Создать турнир</translation>
    </message>
    <message>
        <source>A new event</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <source>in use|expired|revoked|no expiry</source>
        <translation>действует|истёк|отозван|без срока</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>Капитан</translation>
    </message>
    <message>
        <source>Board order (then reserves)</source>
        <translation>Порядок досок (затем запасные)</translation>
    </message>
    <message>
        <source>Captain (start number; 0: none)</source>
        <translation>Капитан (стартовый номер; 0 — нет)</translation>
    </message>
    <message>
        <source>Board order: start numbers, board 1 first, then the reserves</source>
        <translation>Порядок досок: стартовые номера, с первой доски, затем запасные</translation>
    </message>
    <message>
        <source>Add a team</source>
        <translation>Добавить команду</translation>
    </message>
    <message>
        <source>Correct a team</source>
        <translation>Исправить данные команды</translation>
    </message>
    <message>
        <source>Team number</source>
        <translation>Номер команды</translation>
    </message>
    <message>
        <source>A captain&apos;s line-up</source>
        <translation>Расстановка капитана</translation>
    </message>
    <message>
        <source>Start numbers, board 1 first</source>
        <translation>Стартовые номера, с первой доски</translation>
    </message>
    <message>
        <source>The default line-up instead (the board order)</source>
        <translation>Расстановка по умолчанию (по порядку досок)</translation>
    </message>
    <message>
        <source>A whole match forfeited</source>
        <translation>Неявка на весь матч</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Матч</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>+- the first team wins every board by forfeit</source>
        <translation>+- первая команда выигрывает все доски из-за неявки</translation>
    </message>
    <message>
        <source>-+ the second team wins every board by forfeit</source>
        <translation>-+ вторая команда выигрывает все доски из-за неявки</translation>
    </message>
    <message>
        <source>-- neither team appeared</source>
        <translation>-- не явилась ни одна команда</translation>
    </message>
    <message>
        <source>Teams</source>
        <translation>Команды</translation>
    </message>
    <message>
        <source>a team&apos;s captain</source>
        <translation>капитан команды</translation>
    </message>
    <message>
        <source>Captain of team %1: the team&apos;s line-ups</source>
        <translation>Капитан команды %1: расстановки команды</translation>
    </message>
    <message>
        <source>Roles|chief|arbiter|board %1|check-in|captain of team %1</source>
        <translation>Роли|главный судья|судья|доска %1|регистрация|капитан команды %1</translation>
    </message>
    <message>
        <source>The start number fills in the player&apos;s record; a field emptied is cleared.</source>
        <translation>По стартовому номеру форма заполняется данными участника; очищенное поле стирается.</translation>
    </message>
    <message>
        <source>Openings of the micro-matches</source>
        <translation>Дебюты микроматчей</translation>
    </message>
    <message>
        <source>%1 loaded. One opening a line; the list replaces the loaded one.</source>
        <translation>Загружено: %1. По дебюту в строке; новый список заменяет загруженный.</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>Дебюты</translation>
    </message>
    <message>
        <source>Load the openings</source>
        <translation>Загрузить дебюты</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number %2..%3</source>
        <translation>«%1» — не целое число от %2 до %3</translation>
    </message>
    <message>
        <source>the player&apos;s name is required</source>
        <translation>нужно имя участника</translation>
    </message>
    <message>
        <source>ZPB or HPB</source>
        <translation>ZPB или HPB</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not %2</source>
        <translation>«%1» — не %2</translation>
    </message>
    <message>
        <source>yes or no</source>
        <translation>да или нет</translation>
    </message>
    <message>
        <source>the round of the bye is required</source>
        <translation>нужен тур, который пропускается</translation>
    </message>
    <message>
        <source>HPB, FPB or ZPB (the PAB is the pairing&apos;s)</source>
        <translation>HPB, FPB или ZPB (PAB назначает жеребьёвка)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a start number</source>
        <translation>«%1» — не стартовый номер</translation>
    </message>
    <message>
        <source>give at least two start numbers</source>
        <translation>укажите не меньше двух стартовых номеров</translation>
    </message>
    <message>
        <source>no result lines</source>
        <translation>нет строк с результатами</translation>
    </message>
    <message>
        <source>a start number (0: none)</source>
        <translation>стартовый номер (0 — нет)</translation>
    </message>
    <message>
        <source>the team&apos;s name is required</source>
        <translation>нужно название команды</translation>
    </message>
    <message>
        <source>the team&apos;s board order</source>
        <translation>порядок досок команды</translation>
    </message>
    <message>
        <source>the round of the line-up is required</source>
        <translation>нужен тур, на который подаётся состав</translation>
    </message>
    <message>
        <source>start numbers, board 1 first (or the default)</source>
        <translation>стартовые номера, начиная с первой доски (или состав по умолчанию)</translation>
    </message>
    <message>
        <source>+-, -+ or --</source>
        <translation>+-, -+ или --</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>жеребьёвка %1-го тура не проведена</translation>
    </message>
    <message>
        <source>no player with start number %1</source>
        <translation>нет участника со стартовым номером %1</translation>
    </message>
    <message>
        <source>the CSV file&apos;s text</source>
        <translation>текст файла CSV</translation>
    </message>
    <message>
        <source>this server has no variant plugins</source>
        <translation>у этого сервера нет модулей вариантов</translation>
    </message>
    <message>
        <source>one opening a line</source>
        <translation>по одному дебюту в строке</translation>
    </message>
    <message>
        <source>a whole number 0..2^64-1</source>
        <translation>целое число от 0 до 2^64-1</translation>
    </message>
    <message>
        <source>goes with a pairing made by hand</source>
        <translation>только вместе с ручной жеребьёвкой</translation>
    </message>
    <message>
        <source>an http(s) address without &apos;#&apos;</source>
        <translation>адрес http(s) без «#»</translation>
    </message>
    <message>
        <source>revoked token %1</source>
        <translation>ключ доступа %1 отозван</translation>
    </message>
    <message>
        <source>No.|When|Who|What</source>
        <translation>№|Когда|Кто|Что</translation>
    </message>
    <message>
        <source>the setup link&apos;s token is required (damka serve --new printed it)</source>
        <translation>нужен ключ из ссылки для создания турнира (его вывела команда damka serve --new)</translation>
    </message>
    <message>
        <source>created %1: %2, tie-breaks %3</source>
        <translation>создан %1: %2, дополнительные показатели %3</translation>
    </message>
    <message>
        <source>Prints of round</source>
        <translation>Печать тура</translation>
    </message>
    <message>
        <source>Pairings</source>
        <translation>Пары</translation>
    </message>
    <message>
        <source>Result slips</source>
        <translation>Бланки результатов</translation>
    </message>
    <message>
        <source>Standings after it</source>
        <translation>Турнирная таблица после него</translation>
    </message>
    <message>
        <source>Crosstable after it</source>
        <translation>Кросс-таблица после него</translation>
    </message>
    <message>
        <source>the board&apos;s players (%1)</source>
        <translation>игроки доски (токен %1)</translation>
    </message>
    <message>
        <source>an arbiter (%1)</source>
        <translation>судья (токен %1)</translation>
    </message>
    <message>
        <source>the chief arbiter (%1)</source>
        <translation>главный судья (токен %1)</translation>
    </message>
    <message>
        <source>a batch on the desk (%1)</source>
        <translation>пакетом на пульте (токен %1)</translation>
    </message>
    <message>
        <source>a batch from a file (%1)</source>
        <translation>пакетом из файла (%1)</translation>
    </message>
    <message>
        <source>the command line (%1)</source>
        <translation>командная строка (%1)</translation>
    </message>
    <message>
        <source>bye</source>
        <translation>пропуск тура</translation>
    </message>
    <message>
        <source>awaited</source>
        <translation>ожидается</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Исправить</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Внести</translation>
    </message>
    <message>
        <source>round %1 is over: round %2 is paired</source>
        <translation>тур %1 окончен: проведена жеребьёвка %2-го тура</translation>
    </message>
    <message>
        <source>round %1 is a draft: publish it first</source>
        <translation>тур %1 — черновик: сначала опубликуйте его</translation>
    </message>
    <message>
        <source>round %1: the links of %2 boards made, for the slips</source>
        <translation>тур %1: ссылки для бланков созданы, досок — %2</translation>
    </message>
    <message>
        <source>round %1: every board has its link already</source>
        <translation>тур %1: у каждой доски ссылка уже есть</translation>
    </message>
    <message>
        <source>Round %1, board %2: %3 - %4</source>
        <translation>Тур %1, доска %2: %3 — %4</translation>
    </message>
    <message>
        <source>round %1 is not complete: %2 results to enter</source>
        <translation>тур %1 не завершён: осталось внести результатов — %2</translation>
    </message>
    <message>
        <source>round %1 closed: %2 boards&apos; tokens revoked</source>
        <translation>тур %1 закрыт: отозвано токенов досок — %2</translation>
    </message>
    <message>
        <source>token %1 is the one in use here: confirm that it is to be revoked</source>
        <translation>токен %1 — тот, с которым открыт пульт: подтвердите его отзыв</translation>
    </message>
    <message>
        <source>Tap entry for the round in hand, board by board</source>
        <translation>Ввод результатов текущего тура по доскам (с телефона)</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Журнал действий</translation>
    </message>
    <message>
        <source>Revoke token %1? Whoever holds it can write no more.</source>
        <translation>Отозвать токен %1? Его владелец больше ничего не сможет внести.</translation>
    </message>
    <message>
        <source>Token %1 is the one this desk runs with: revoked, this desk can do nothing more until it is opened with another token&apos;s link. Revoke it all the same?</source>
        <translation>Токен %1 — тот, с которым открыт этот пульт: после отзыва пульт ничего не сможет сделать, пока его не откроют по ссылке с другим токеном. Всё равно отозвать?</translation>
    </message>
    <message>
        <source>Yes, revoke it</source>
        <translation>Да, отозвать</translation>
    </message>
    <message>
        <source>Revoke the token this desk runs with</source>
        <translation>Отозвать токен этого пульта</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Тур %1 из %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>жеребьёвка не проведена</translation>
    </message>
    <message>
        <source>draft: check the pairing, then publish it</source>
        <translation>черновик: проверьте пары и опубликуйте тур</translation>
    </message>
    <message>
        <source>Publish round %1</source>
        <translation>Опубликовать %1-й тур</translation>
    </message>
    <message>
        <source>Check the draft</source>
        <translation>Проверить черновик</translation>
    </message>
    <message>
        <source>published: %1 of %2 results in</source>
        <translation>опубликован: внесено результатов — %1 из %2</translation>
    </message>
    <message>
        <source>Print the slips of round %1</source>
        <translation>Печать бланков %1-го тура</translation>
    </message>
    <message>
        <source>Print the slips</source>
        <translation>Печать бланков</translation>
    </message>
    <message>
        <source>The boards&apos; links: %1 in use</source>
        <translation>Ссылки досок: действуют %1</translation>
    </message>
    <message>
        <source>Make the boards&apos; links for the slips</source>
        <translation>Создать ссылки досок для бланков</translation>
    </message>
    <message>
        <source>complete: all %1 results in</source>
        <translation>завершён: внесены все результаты (%1)</translation>
    </message>
    <message>
        <source>Close round %1</source>
        <translation>Закрыть %1-й тур</translation>
    </message>
    <message>
        <source>the last round is complete: the event is over</source>
        <translation>последний тур завершён: турнир окончен</translation>
    </message>
    <message>
        <source>The final standings</source>
        <translation>Итоговая таблица</translation>
    </message>
    <message>
        <source>Player cards after it</source>
        <translation>Карточки игроков после него</translation>
    </message>
    <message>
        <source>A header row: name (or surname, first name), rating, title, federation, club, birth year or date, FMJD id, national id, sex, in English or Russian. UTF-8 or Excel&apos;s plain CSV (Windows-1251). Choose what an unknown column holds below; the preview checks every line and names every error; nothing is saved until Import.</source>
        <translation>Первая строка — заголовки: фамилия и имя (или ФИО), рейтинг, звание, федерация, клуб, год или дата рождения, номер ФМЖД, национальный номер, пол — по-русски или по-английски. Файл в UTF-8 или обычный CSV из Экселя (кодовая страница 1251). Что содержит незнакомый столбец, выберите ниже; проверка называет все ошибки каждой строки; ничего не сохраняется до загрузки.</translation>
    </message>
    <message>
        <source>Column %1 «%2»</source>
        <translation>Столбец %1 «%2»</translation>
    </message>
    <message>
        <source>The file reads in two encodings; choose the one whose names are right</source>
        <translation>Файл читается в двух кодировках; выберите ту, в которой фамилии правильные</translation>
    </message>
    <message>
        <source>Import: they are other people</source>
        <translation>Загрузить: это другие люди</translation>
    </message>
    <message>
        <source>Delete a player entered by mistake</source>
        <translation>Удалить ошибочно внесённого участника</translation>
    </message>
    <message>
        <source>Until he is in a round; then withdraw him. Before round 1 the players after him move up one start number.</source>
        <translation>Пока он не сыграл ни одного тура; потом — только выбытие. До первого тура участники после него сдвигаются на один стартовый номер вверх.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete the player</source>
        <translation>Удалить участника</translation>
    </message>
    <message>
        <source>Initial order (C.04.2: rating, title, name)</source>
        <translation>Исходный порядок (C.04.2: рейтинг, звание, фамилия)</translation>
    </message>
    <message>
        <source>The start numbers follow the initial order.</source>
        <translation>Стартовые номера идут в исходном порядке.</translation>
    </message>
    <message>
        <source>Pairing round 1 gives out these start numbers; sort now to print them first. Byes and forbidden pairs follow their players.</source>
        <translation>Жеребьёвка первого тура присвоит эти стартовые номера; упорядочьте сейчас, чтобы сначала их распечатать. Пропуски туров и запрещённые пары переходят вместе с участниками.</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Сейчас</translation>
    </message>
    <message>
        <source>Sort now</source>
        <translation>Упорядочить сейчас</translation>
    </message>
    <message>
        <source>Add: this is another person</source>
        <translation>Добавить: это другой человек</translation>
    </message>
    <message>
        <source>CSV: the crosstable</source>
        <translation>CSV: сводная таблица</translation>
    </message>
    <message>
        <source>the CSV file&apos;s bytes in Base64</source>
        <translation>содержимое файла CSV в кодировке Base64</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not N=FIELD</source>
        <translation>«%1» — не НОМЕР=ПОЛЕ</translation>
    </message>
    <message>
        <source>ignored</source>
        <translation>не загружать</translation>
    </message>
    <message>
        <source>Delete player %1? Nothing undoes it.</source>
        <translation>Удалить участника %1? Отменить это будет нельзя.</translation>
    </message>
    <message>
        <source>Tie-breaks: blank, the defaults of the system.</source>
        <translation>Дополнительные показатели: если не выбраны — принятые для системы.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tie-breaks, in order</source>
        <translation>Дополнительные показатели по порядку</translation>
    </message>
    <message>
        <source>The board&apos;s page: scoresheet and rulings</source>
        <translation>Страница доски: бланк партии и решения судьи</translation>
    </message>
    <message>
        <source>The prize list for the ceremony</source>
        <translation>Список призёров для церемонии награждения</translation>
    </message>
    <message>
        <source>CSV: the prizes</source>
        <translation>CSV: призы</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
    <message>
        <source>the category&apos;s age is required</source>
        <translation>нужен возраст категории</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a kind of prize</source>
        <translation>«%1» — не вид приза</translation>
    </message>
    <message>
        <source>how many of a club&apos;s best players count is required</source>
        <translation>нужно указать, сколько лучших игроков клуба идёт в зачёт</translation>
    </message>
    <message>
        <source>The prize list</source>
        <translation>Список призёров</translation>
    </message>
    <message>
        <source>No prize yet: add the place prizes first, then the categories&apos;.</source>
        <translation>Призов пока нет: сначала добавьте призы за места, затем за категории.</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>a place overall</source>
        <translation>место в общем зачёте</translation>
    </message>
    <message>
        <source>women</source>
        <translation>женщины</translation>
    </message>
    <message>
        <source>men</source>
        <translation>мужчины</translation>
    </message>
    <message>
        <source>juniors: under the age</source>
        <translation>юниоры: моложе указанного возраста</translation>
    </message>
    <message>
        <source>seniors: the age or older</source>
        <translation>ветераны: указанный возраст и старше</translation>
    </message>
    <message>
        <source>a rating band</source>
        <translation>рейтинговая группа</translation>
    </message>
    <message>
        <source>unrated players</source>
        <translation>игроки без рейтинга</translation>
    </message>
    <message>
        <source>the best club (the sum of its best players)</source>
        <translation>лучший клуб (сумма очков его лучших игроков)</translation>
    </message>
    <message>
        <source>the best team member</source>
        <translation>лучший игрок команды</translation>
    </message>
    <message>
        <source>Add a prize</source>
        <translation>Добавить приз</translation>
    </message>
    <message>
        <source>The place is within the kind: place 2 of women is the second woman&apos;s prize. The age is the category&apos;s (under 12: not yet 12 on 1 January of the event&apos;s year). A rating band as 1601-1800, -1600 or 2001-. A prize without money needs a name (a cup).</source>
        <translation>Место считается внутри вида: место 2 у женщин — приз второй среди женщин. Возраст — категории (до 12: нет 12 лет на 1 января года турнира). Рейтинговая группа: 1601-1800, -1600 или 2001-. Приз без денег требует названия (кубок).</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Возраст</translation>
    </message>
    <message>
        <source>Rating band</source>
        <translation>Рейтинговая группа</translation>
    </message>
    <message>
        <source>Club: best players counted</source>
        <translation>Клуб: сколько лучших игроков в зачёте</translation>
    </message>
    <message>
        <source>Name (a cup, a medal)</source>
        <translation>Название (кубок, медаль)</translation>
    </message>
    <message>
        <source>Add the prize</source>
        <translation>Добавить приз</translation>
    </message>
    <message>
        <source>Allocation settings</source>
        <translation>Правила распределения</translation>
    </message>
    <message>
        <source>Players tied on points</source>
        <translation>Игроки с равным числом очков</translation>
    </message>
    <message>
        <source>the tie-breaks decide each place</source>
        <translation>каждое место решают дополнительные показатели</translation>
    </message>
    <message>
        <source>the Hort system: half kept, half shared</source>
        <translation>система Хорта: половина остаётся, половина делится</translation>
    </message>
    <message>
        <source>the money of their places shared equally</source>
        <translation>деньги их мест делятся поровну</translation>
    </message>
    <message>
        <source>Unrated players may win a rating band&apos;s prize</source>
        <translation>Игроки без рейтинга могут получить приз рейтинговой группы</translation>
    </message>
    <message>
        <source>Withdrawn players may win a prize</source>
        <translation>Выбывшие игроки могут получить приз</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Валюта</translation>
    </message>
    <message>
        <source>Prize list</source>
        <translation>Список призов</translation>
    </message>
    <message>
        <source>Allocation</source>
        <translation>Распределение призов</translation>
    </message>
    <message>
        <source>The prize list for the ceremony (print)</source>
        <translation>Список призёров для церемонии награждения (печать)</translation>
    </message>
</context>
<context>
    <name>Diagram</name>
    <message>
        <source>reserve:</source>
        <translation>в резерве:</translation>
    </message>
    <message>
        <source>captured:</source>
        <translation>взято:</translation>
    </message>
    <message>
        <source>taken off:</source>
        <translation>снято с доски:</translation>
    </message>
    <message>
        <source>to place:</source>
        <translation>осталось поставить:</translation>
    </message>
    <message>
        <source>the board description&apos;s %1 %2</source>
        <translation>в описании доски %1 %2</translation>
    </message>
    <message>
        <source>is not an object</source>
        <translation>— не объект</translation>
    </message>
    <message>
        <source>is not 0 or 1</source>
        <translation>— не 0 и не 1</translation>
    </message>
    <message>
        <source>is not &quot;man&quot; or &quot;king&quot;</source>
        <translation>— не «man» и не «king»</translation>
    </message>
    <message>
        <source>is longer than 3 characters</source>
        <translation>длиннее 3 знаков</translation>
    </message>
    <message>
        <source>is not a positive number</source>
        <translation>— не положительное число</translation>
    </message>
    <message>
        <source>is not an array</source>
        <translation>— не массив</translation>
    </message>
    <message>
        <source>does not have one string per rank</source>
        <translation>не содержит по строке на каждую горизонталь</translation>
    </message>
    <message>
        <source>does not have one character per file</source>
        <translation>не содержит по знаку на каждую вертикаль</translation>
    </message>
    <message>
        <source>has a character other than d, l, - and x</source>
        <translation>содержит знак, отличный от d, l, - и x</translation>
    </message>
    <message>
        <source>marks a listed square as no square or blocked</source>
        <translation>отмечает поле из списка полей как отсутствующее или закрытое</translation>
    </message>
    <message>
        <source>the board description is not a JSON object (%1 at offset %2)</source>
        <translation>описание доски — не объект JSON (%1, позиция %2)</translation>
    </message>
    <message>
        <source>are not between 1 and 64</source>
        <translation>не от 1 до 64</translation>
    </message>
    <message>
        <source>is off the board</source>
        <translation>— вне доски</translation>
    </message>
    <message>
        <source>is empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>is listed twice</source>
        <translation>указано дважды</translation>
    </message>
    <message>
        <source>names a square not on the board</source>
        <translation>называет поле, которого нет на доске</translation>
    </message>
    <message>
        <source>the set-up was refused: %1</source>
        <translation>расстановка отклонена: %1</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos; is refused: %3</source>
        <translation>ход %1 «%2» отклонён: %3</translation>
    </message>
    <message>
        <source>%1 has %2 games: there is no game %3</source>
        <translation>в %1 партий: %2; партии %3 нет</translation>
    </message>
    <message>
        <source>%1, game %2, line %3: %4</source>
        <translation>%1, партия %2, строка %3: %4</translation>
    </message>
    <message>
        <source>%1, game %2 has %3 plies: there is no ply %4</source>
        <translation>%1, в партии %2 полуходов: %3; полухода %4 нет</translation>
    </message>
    <message>
        <source>the game record</source>
        <translation>запись партии</translation>
    </message>
</context>
<context>
    <name>Event</name>
    <message>
        <source>round %1 match %2 %3 - %4: results entered, now forfeited</source>
        <translation>тур %1, матч %2 %3 - %4: результаты были внесены, теперь неявка</translation>
    </message>
    <message>
        <source>forfeited by both teams</source>
        <translation>неявка обеих команд</translation>
    </message>
    <message>
        <source>forfeited by %1</source>
        <translation>неявка команды %1</translation>
    </message>
    <message>
        <source>round %1 match %2 %3 - %4: %5, every board %6 from %7&apos;s side</source>
        <translation>тур %1, матч %2 %3 - %4: %5, на всех досках %6 со стороны команды %7</translation>
    </message>
    <message>
        <source>name</source>
        <translation>название</translation>
    </message>
    <message>
        <source>place</source>
        <translation>место</translation>
    </message>
    <message>
        <source>start date</source>
        <translation>дата начала</translation>
    </message>
    <message>
        <source>end date</source>
        <translation>дата окончания</translation>
    </message>
    <message>
        <source>chief arbiter</source>
        <translation>главный судья</translation>
    </message>
    <message>
        <source>time control</source>
        <translation>контроль времени</translation>
    </message>
    <message>
        <source>variant</source>
        <translation>вариант</translation>
    </message>
    <message>
        <source>variant options</source>
        <translation>настройки варианта</translation>
    </message>
    <message>
        <source>name: is empty</source>
        <translation>название: не указано</translation>
    </message>
    <message>
        <source>variant: is empty</source>
        <translation>вариант: не указан</translation>
    </message>
    <message>
        <source>rounds: must be at least 1</source>
        <translation>туры: нужен хотя бы 1</translation>
    </message>
    <message>
        <source>rounds: %1 is more than 999</source>
        <translation>туры: %1 — больше 999</translation>
    </message>
    <message>
        <source>max-hpb: must not be negative</source>
        <translation>max-hpb: не может быть отрицательным</translation>
    </message>
    <message>
        <source>tiebreak-edition: &apos;%1&apos; is not 2024 or 2026 (the FIDE C.07 texts)</source>
        <translation>tiebreak-edition: «%1» — не 2024 и не 2026 (редакции FIDE C.07)</translation>
    </message>
    <message>
        <source>language: &apos;%1&apos; is not a language code (two or three small letters: en, ru)</source>
        <translation>язык: «%1» — не код языка (две или три строчные буквы: en, ru)</translation>
    </message>
    <message>
        <source>from: &apos;%1&apos; is not a date as YYYY-MM-DD</source>
        <translation>начало: «%1» — не дата в виде ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>to: &apos;%1&apos; is not a date as YYYY-MM-DD</source>
        <translation>окончание: «%1» — не дата в виде ГГГГ-ММ-ДД</translation>
    </message>
    <message>
        <source>to: %1 is before the first day %2</source>
        <translation>окончание: %1 — раньше первого дня %2</translation>
    </message>
    <message>
        <source>tiebreaks: %1 is not a team tie-break (%2)</source>
        <translation>дополнительные показатели: %1 — не командный показатель (%2)</translation>
    </message>
    <message>
        <source>tiebreaks: %1 is the primary score of a %2, not a tie-break</source>
        <translation>дополнительные показатели: %1 — основной зачёт в системе %2, а не дополнительный показатель</translation>
    </message>
    <message>
        <source>tiebreaks: %1 (Buchholz, FIDE C.07 8) is for a team Swiss, not a %2</source>
        <translation>дополнительные показатели: %1 (Бухгольц, FIDE C.07 8) — для командной швейцарской системы, а не для системы %2</translation>
    </message>
    <message>
        <source>tiebreaks: unknown code &apos;%1&apos;</source>
        <translation>дополнительные показатели: неизвестный код «%1»</translation>
    </message>
    <message>
        <source>tiebreaks: %1 (Buchholz, FIDE C.07 8) is for Swiss events, not a %2</source>
        <translation>дополнительные показатели: %1 (Бухгольц, FIDE C.07 8) — для турниров по швейцарской системе, а не для системы %2</translation>
    </message>
    <message>
        <source>third-place: only a knockout has a match for third place</source>
        <translation>матч за третье место: он бывает только в турнире на выбывание</translation>
    </message>
    <message>
        <source>boards: a team match needs 1..%1 boards, not %2</source>
        <translation>доски: в командном матче 1..%1 досок, а не %2</translation>
    </message>
    <message>
        <source>boards: only a team event has boards per match</source>
        <translation>доски: число досок в матче бывает только в командном турнире</translation>
    </message>
    <message>
        <source>boards: the Scheveningen tables are published for 1..%1 boards, not %2</source>
        <translation>доски: таблицы шевенингенской системы изданы для 1..%1 досок, а не для %2</translation>
    </message>
    <message>
        <source>micro-match: a team match is one game a board</source>
        <translation>микроматч: в командном матче на каждой доске одна партия</translation>
    </message>
    <message>
        <source>match-points: a won match must score more than a drawn one</source>
        <translation>командные очки: выигранный матч должен давать больше, чем ничейный</translation>
    </message>
    <message>
        <source>acceleration: the Baku acceleration (FIDE C.04.5.1) is for Swiss events</source>
        <translation>ускорение: бакинское ускорение (FIDE C.04.5.1) — для турниров по швейцарской системе</translation>
    </message>
    <message>
        <source>acceleration: the Baku acceleration (FIDE C.04.5.1) needs 1-0.5-0 scoring (or 2-1-0), not %1</source>
        <translation>ускорение: бакинскому ускорению (FIDE C.04.5.1) нужен подсчёт очков 1-0.5-0 (или 2-1-0), а не %1</translation>
    </message>
    <message>
        <source>created %1</source>
        <translation>создан турнир %1</translation>
    </message>
    <message>
        <source>after</source>
        <translation>после тура</translation>
    </message>
    <message>
        <source>variant: the event plays %1, not %2</source>
        <translation>вариант: турнир играется по варианту %1, а не %2</translation>
    </message>
    <message>
        <source>openings: the list is empty</source>
        <translation>дебюты: список пуст</translation>
    </message>
    <message>
        <source>the variant refused its start position: %1</source>
        <translation>вариант не принял свою начальную позицию: %1</translation>
    </message>
    <message>
        <source>opening %1 &apos;%2&apos;: move %3 &apos;%4&apos; is illegal: %5</source>
        <translation>дебют %1 «%2»: ход %3 «%4» невозможен: %5</translation>
    </message>
    <message>
        <source>opening %1: has no moves</source>
        <translation>дебют %1: нет ходов</translation>
    </message>
    <message>
        <source>%1 openings loaded, every move checked by %2</source>
        <translation>загружено дебютов: %1, каждый ход проверен модулем %2</translation>
    </message>
    <message>
        <source>%1: %2 -&gt; %3</source>
        <translation>%1: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>player: no player with start number %1</source>
        <translation>участник: нет участника со стартовым номером %1</translation>
    </message>
    <message>
        <source>first day</source>
        <translation>первый день</translation>
    </message>
    <message>
        <source>last day</source>
        <translation>последний день</translation>
    </message>
    <message>
        <source>language of the printouts</source>
        <translation>язык распечаток</translation>
    </message>
    <message>
        <source>tie-breaks</source>
        <translation>дополнительные показатели</translation>
    </message>
    <message>
        <source>the tie-break list changes after round %1 was paired: the standings use the new list, their legend names the change</source>
        <translation>список дополнительных показателей меняется после жеребьёвки %1-го тура: таблицы используют новый список, в их пояснении это изменение указано</translation>
    </message>
    <message>
        <source>rounds: a %1 takes its rounds from the %2</source>
        <translation>туры: в системе %1 число туров определяется так: %2</translation>
    </message>
    <message>
        <source>rounds: %1 is fewer than the rounds paired (%2); undo them first</source>
        <translation>туры: %1 — меньше, чем туров с проведённой жеребьёвкой (%2); сначала отмените их</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>туры</translation>
    </message>
    <message>
        <source>third-place: the final round %1 is paired; undo it first (&apos;damka round undo&apos;)</source>
        <translation>матч за третье место: жеребьёвка финального %1-го тура уже проведена; сначала отмените её (&apos;damka round undo&apos;)</translation>
    </message>
    <message>
        <source>match for third place</source>
        <translation>матч за третье место</translation>
    </message>
    <message>
        <source>%1: nothing to change</source>
        <translation>%1: изменять нечего</translation>
    </message>
    <message>
        <source>event %1 edited:</source>
        <translation>турнир %1 изменён:</translation>
    </message>
    <message>
        <source>event %1 edited: %2</source>
        <translation>турнир %1 изменён: %2</translation>
    </message>
    <message>
        <source>tie-breaks changed after round %1 was paired: %2 -&gt; %3</source>
        <translation>дополнительные показатели изменены после жеребьёвки %1-го тура: %2 -&gt; %3</translation>
    </message>
    <message>
        <source>only a team event has boards per match</source>
        <translation>число досок в матче бывает только в командном турнире</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of boards</source>
        <translation>«%1» — не число досок</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not 2-1-0 or 1-0.5-0</source>
        <translation>«%1» — не 2-1-0 и не 1-0.5-0</translation>
    </message>
    <message>
        <source>only a team event has match points</source>
        <translation>командные очки бывают только в командном турнире</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of rounds (0..%2)</source>
        <translation>«%1» — не число туров (0..%2)</translation>
    </message>
    <message>
        <source>a Swiss event needs its number of rounds</source>
        <translation>для турнира по швейцарской системе нужно указать число туров</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not 1-0.5-0, 2-1-0, 3-1-0 or variant</source>
        <translation>«%1» — не 1-0.5-0, 2-1-0, 3-1-0 и не variant</translation>
    </message>
    <message>
        <source>only a knockout has a match for third place</source>
        <translation>матч за третье место бывает только в турнире на выбывание</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not baku</source>
        <translation>«%1» — не baku</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number of points (0..%2)</source>
        <translation>«%1» — не число очков (0..%2)</translation>
    </message>
    <message>
        <source>not a count (0..%1)</source>
        <translation>не количество (0..%1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an option of %2, which offers none</source>
        <translation>«%1» — не настройка варианта %2, у него нет настроек</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an option of %2; its options: %3</source>
        <translation>«%1» — не настройка варианта %2; его настройки: %3</translation>
    </message>
    <message>
        <source>%1 refuses them: %2</source>
        <translation>%1 их не принимает: %2</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos;; loaded variants: none</source>
        <translation>неизвестный вариант «%1»; загруженных вариантов нет</translation>
    </message>
    <message>
        <source>unknown variant &apos;%1&apos;; loaded variants: %2</source>
        <translation>неизвестный вариант «%1»; загружены варианты: %2</translation>
    </message>
    <message>
        <source>the event&apos;s variant options: %1</source>
        <translation>настройки варианта турнира: %1</translation>
    </message>
    <message>
        <source>after round %1: no such round</source>
        <translation>после тура %1: такого тура нет</translation>
    </message>
    <message>
        <source>round %1 is a draft; TRF holds published rounds</source>
        <translation>тур %1 — черновик; в TRF записываются только опубликованные туры</translation>
    </message>
    <message>
        <source>round %1 board %2 game %3 has no result; TRF holds complete rounds</source>
        <translation>тур %1, доска %2, партия %3 без результата; в TRF записываются только завершённые туры</translation>
    </message>
    <message>
        <source>player %1 is paired but not registered</source>
        <translation>участник %1 есть в жеребьёвке, но не зарегистрирован</translation>
    </message>
    <message>
        <source>player %1 has two games in round %2 game %3</source>
        <translation>у участника %1 две партии в туре %2, партия %3</translation>
    </message>
    <message>
        <source>player %1 has a game and a %2 in round %3</source>
        <translation>у участника %1 в туре %3 и партия, и %2</translation>
    </message>
    <message>
        <source>TRF export: %1</source>
        <translation>экспорт TRF: %1</translation>
    </message>
    <message>
        <source>TRF export: a pairing-allocated bye for round %1 is not paired yet</source>
        <translation>экспорт TRF: пропуск тура %1, назначаемый жеребьёвкой, ещё не определён</translation>
    </message>
    <message>
        <source>TRF export: player %1 has %2 points, which do not fit the 001 points field (columns 81-84)</source>
        <translation>экспорт TRF: у участника %1 очков: %2 — они не помещаются в поле очков записи 001 (столбцы 81-84)</translation>
    </message>
    <message>
        <source>column %1: unknown escape \%2</source>
        <translation>столбец %1: неизвестная экранированная последовательность \%2</translation>
    </message>
    <message>
        <source>column %1: the quoted value is not closed</source>
        <translation>столбец %1: значение в кавычках не закрыто</translation>
    </message>
    <message>
        <source>line %1 (### damka %2)</source>
        <translation>строка %1 (### damka %2)</translation>
    </message>
    <message>
        <source>TRF line %1: %2</source>
        <translation>TRF, строка %1: %2</translation>
    </message>
    <message>
        <source>&apos;### damka&apos; needs a kind</source>
        <translation>после «### damka» нужен вид строки</translation>
    </message>
    <message>
        <source>column %1: a KEY=VALUE needs a key</source>
        <translation>столбец %1: в КЛЮЧ=ЗНАЧЕНИЕ нет ключа</translation>
    </message>
    <message>
        <source>column %1: &apos;%2&apos; is given twice</source>
        <translation>столбец %1: «%2» указан дважды</translation>
    </message>
    <message>
        <source>column %1: unexpected &apos;%2&apos;</source>
        <translation>столбец %1: неожиданный символ «%2»</translation>
    </message>
    <message>
        <source>TRF: %1</source>
        <translation>TRF: %1</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is not a whole number</source>
        <translation>%1: %2 «%3» — не целое число</translation>
    </message>
    <message>
        <source>%1: %2 must be at least %3</source>
        <translation>%1: значение %2 должно быть не меньше %3</translation>
    </message>
    <message>
        <source>%1: %2 must be at most 1000000</source>
        <translation>%1: значение %2 должно быть не больше 1000000</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is not a number</source>
        <translation>%1: %2 «%3» — не число</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is outside 0..100</source>
        <translation>%1: %2 «%3» вне диапазона 0..100</translation>
    </message>
    <message>
        <source>%1: %2 &apos;%3&apos; is not W:B</source>
        <translation>%1: %2 «%3» — не Б:Ч</translation>
    </message>
    <message>
        <source>%1: expected &apos;### damka %2 %3&apos;</source>
        <translation>%1: ожидается «### damka %2 %3»</translation>
    </message>
    <message>
        <source>%1: unknown option &apos;%2&apos;</source>
        <translation>%1: неизвестный параметр «%2»</translation>
    </message>
    <message>
        <source>%1: %2= is missing</source>
        <translation>%1: нет %2=</translation>
    </message>
    <message>
        <source>%1: system &apos;%2&apos; is unknown</source>
        <translation>%1: неизвестная система «%2»</translation>
    </message>
    <message>
        <source>%1: scoring &apos;%2&apos; is unknown</source>
        <translation>%1: неизвестный подсчёт очков «%2»</translation>
    </message>
    <message>
        <source>%1: acceleration &apos;%2&apos; is unknown</source>
        <translation>%1: неизвестное ускорение «%2»</translation>
    </message>
    <message>
        <source>%1: third-place &apos;%2&apos; is not yes or no</source>
        <translation>%1: third-place «%2» — не yes и не no</translation>
    </message>
    <message>
        <source>%1: tiebreak-edition &apos;%2&apos; is not by-date, 2024 or 2026</source>
        <translation>%1: tiebreak-edition «%2» — не by-date, 2024 или 2026</translation>
    </message>
    <message>
        <source>%1: language &apos;%2&apos; is not a language code (en, ru)</source>
        <translation>%1: language «%2» — не код языка (en, ru)</translation>
    </message>
    <message>
        <source>%1: tiebreaks: %2</source>
        <translation>%1: дополнительные показатели: %2</translation>
    </message>
    <message>
        <source>the file is an event of variant &apos;%1&apos;, not &apos;%2&apos;</source>
        <translation>в файле турнир по варианту «%1», а не «%2»</translation>
    </message>
    <message>
        <source>the file is a %1 event, not %2</source>
        <translation>в файле турнир по системе %1, а не %2</translation>
    </message>
    <message>
        <source>%1: team %2 has no &apos;### damka team&apos; line before it</source>
        <translation>%1: для команды %2 выше нет строки «### damka team»</translation>
    </message>
    <message>
        <source>%1: match-points &apos;%2&apos; is not 2-1-0 or 1-0.5-0</source>
        <translation>%1: match-points «%2» — не 2-1-0 и не 1-0.5-0</translation>
    </message>
    <message>
        <source>%1: team %2 is given twice</source>
        <translation>%1: команда %2 указана дважды</translation>
    </message>
    <message>
        <source>%1: match %2 of round %3 comes after match %4; matches are numbered 1, 2, ... in order</source>
        <translation>%1: матч %2 тура %3 идёт после матча %4; матчи нумеруются по порядку: 1, 2, ...</translation>
    </message>
    <message>
        <source>%1: round %2 has a free team already</source>
        <translation>%1: в туре %2 уже есть свободная команда</translation>
    </message>
    <message>
        <source>%1: expected &apos;### damka lineup ROUND TEAM PLAYER...&apos;</source>
        <translation>%1: ожидается «### damka lineup ТУР КОМАНДА УЧАСТНИК...»</translation>
    </message>
    <message>
        <source>teams in a %1 event: only a team event has teams</source>
        <translation>команды в турнире по системе %1: команды бывают только в командном турнире</translation>
    </message>
    <message>
        <source>a %1 event needs a &apos;### damka teams&apos; line</source>
        <translation>турниру по системе %1 нужна строка «### damka teams»</translation>
    </message>
    <message>
        <source>team %1 (%2): %3</source>
        <translation>команда %1 (%2): %3</translation>
    </message>
    <message>
        <source>matches of round %1, which has no games</source>
        <translation>матчи тура %1, в котором нет партий</translation>
    </message>
    <message>
        <source>round %1 has %2 games for %3 matches of %4 boards</source>
        <translation>в туре %1 партий: %2, а матчей: %3 (досок в матче: %4)</translation>
    </message>
    <message>
        <source>round %1 has games but no matches</source>
        <translation>в туре %1 есть партии, но нет матчей</translation>
    </message>
    <message>
        <source>line-up of team %1 for round %2: %3</source>
        <translation>состав команды %1 на тур %2: %3</translation>
    </message>
    <message>
        <source>%1: a second event line (the first is line %2)</source>
        <translation>%1: вторая строка event (первая — строка %2)</translation>
    </message>
    <message>
        <source>%1: player %2 has no 001 record</source>
        <translation>%1: у участника %2 нет записи 001</translation>
    </message>
    <message>
        <source>%1: a second columns line</source>
        <translation>%1: вторая строка columns</translation>
    </message>
    <message>
        <source>%1: a player cannot play himself</source>
        <translation>%1: участник не может играть сам с собой</translation>
    </message>
    <message>
        <source>%1: result &apos;%2&apos; is not 1-0, 0-1, 1/2, +-, -+ or --</source>
        <translation>%1: результат «%2» — не 1-0, 0-1, 1/2, +-, -+ или --</translation>
    </message>
    <message>
        <source>%1: round %2 board %3 game %4 is given twice</source>
        <translation>%1: тур %2, доска %3, партия %4 указаны дважды</translation>
    </message>
    <message>
        <source>%1: bye kind &apos;%2&apos; is not PAB, HPB, FPB or ZPB</source>
        <translation>%1: вид пропуска тура «%2» — не PAB, HPB, FPB или ZPB</translation>
    </message>
    <message>
        <source>%1: unknown kind &apos;%2&apos;</source>
        <translation>%1: неизвестный вид строки «%2»</translation>
    </message>
    <message>
        <source>%1: column %2 is round %3; columns must list rounds 1, 2, ... in order</source>
        <translation>%1: столбец %2 — тур %3; столбцы должны перечислять туры 1, 2, ... по порядку</translation>
    </message>
    <message>
        <source>game of round %1: the columns line has %2 rounds</source>
        <translation>партия тура %1: в строке columns туров: %2</translation>
    </message>
    <message>
        <source>bye of round %1: the columns line has %2 rounds</source>
        <translation>пропуск тура %1: в строке columns туров: %2</translation>
    </message>
    <message>
        <source>%1: %2 columns, but the games need %3</source>
        <translation>%1: столбцов: %2, а партиям нужно %3</translation>
    </message>
    <message>
        <source>the columns line</source>
        <translation>строка columns</translation>
    </message>
    <message>
        <source>%1: column %2 is round %3, but the games put round %4 there</source>
        <translation>%1: столбец %2 — тур %3, но по партиям там тур %4</translation>
    </message>
    <message>
        <source>240 record for round column %1: not the first column of a round after round %2</source>
        <translation>запись 240 для столбца тура %1: это не первый столбец тура после тура %2</translation>
    </message>
    <message>
        <source>(no line)</source>
        <translation>(нет строки)</translation>
    </message>
    <message>
        <source>team record %1 is &apos;%2&apos; but the teams, games and line-ups give &apos;%3&apos;</source>
        <translation>командная запись %1 — «%2», а по командам, партиям и составам выходит «%3»</translation>
    </message>
    <message>
        <source>player %1: round column %2 has &apos;%3&apos; after the last round</source>
        <translation>участник %1: в столбце тура %2 после последнего тура стоит «%3»</translation>
    </message>
    <message>
        <source>player %1: round column %2 (round %3 game %4) is &apos;%5&apos; but the game and bye lines say &apos;%6&apos;</source>
        <translation>участник %1: в столбце тура %2 (тур %3, партия %4) стоит «%5», а по строкам партий и пропусков туров — «%6»</translation>
    </message>
    <message>
        <source>player %1: the 001 points field says %2, the games give %3</source>
        <translation>участник %1: в поле очков записи 001 — %2, а по партиям — %3</translation>
    </message>
    <message>
        <source>player %1: the 001 rank is %2, the standings give %3</source>
        <translation>участник %1: место в записи 001 — %2, а по турнирной таблице — %3</translation>
    </message>
    <message>
        <source>a knockout needs the &apos;### damka&apos; lines of a file Damka wrote (bracket boards and match games); this file has none</source>
        <translation>для олимпийской системы нужны строки «### damka» из файла, записанного Damka (доски сетки и партии матчей); в этом файле их нет</translation>
    </message>
    <message>
        <source>a team event is read only from a file Damka wrote (its &apos;### damka&apos; lines give the matches and line-ups); this file has none</source>
        <translation>командный турнир читается только из файла, записанного Damka (его строки «### damka» задают матчи и составы); в этом файле их нет</translation>
    </message>
    <message>
        <source>the scoring (XXS/162) is not 1-0.5-0, 2-1-0 or 3-1-0</source>
        <translation>подсчёт очков (XXS/162) — не 1-0.5-0, 2-1-0 или 3-1-0</translation>
    </message>
    <message>
        <source>player %1 round %2: result &apos;%3&apos; without an opponent</source>
        <translation>участник %1, тур %2: результат «%3» без соперника</translation>
    </message>
    <message>
        <source>player %1 round %2: result &apos;%3&apos; is not a game result</source>
        <translation>участник %1, тур %2: «%3» — не результат партии</translation>
    </message>
    <message>
        <source>not a TRF file: the file is empty</source>
        <translation>это не файл TRF: файл пуст</translation>
    </message>
    <message>
        <source>not a TRF file: it has no tournament name (012) and no player record (001)</source>
        <translation>это не файл TRF: в нём нет ни названия турнира (012), ни записей участников (001)</translation>
    </message>
    <message>
        <source>%1: &apos;### damka&apos; lines without a &apos;### damka event&apos; line</source>
        <translation>%1: строки «### damka» без строки «### damka event»</translation>
    </message>
    <message>
        <source>tie-break code &apos;%1&apos; is unknown</source>
        <translation>неизвестный код дополнительного показателя «%1»</translation>
    </message>
    <message>
        <source>TRF: a prohibited pairing names player %1, who has no 001 record</source>
        <translation>TRF: в запрещённой паре указан участник %1, у которого нет записи 001</translation>
    </message>
    <message>
        <source>imported %1 players and %2 rounds from TRF</source>
        <translation>из TRF импортировано участников: %1, туров: %2</translation>
    </message>
    <message>
        <source>micro-match: a Double-Swiss pairing is a match of two games (FIDE C.04.5)</source>
        <translation>микроматч: в двойной швейцарской системе каждая пара играет матч из двух партий (FIDE C.04.5)</translation>
    </message>
    <message>
        <source>acceleration: the Lim system (FIDE C.04.4.3) pairs around the Median Score-group and has no acceleration</source>
        <translation>acceleration: система Лима (FIDE C.04.4.3) строит жеребьёвку вокруг медианной группы и не знает ускорения</translation>
    </message>
    <message>
        <source>a Double-Swiss file (192 FIDE_DOUBLESWISS) has two round columns a match (FIDE C.04.5); this one has %1</source>
        <translation>в файле двойной швейцарской системы (192 FIDE_DOUBLESWISS) на каждый матч приходятся две колонки туров (FIDE C.04.5); в этом файле колонок %1</translation>
    </message>
    <message>
        <source>player %1, rounds %2 and %3: the two games of a match must have the same opponent with colours reversed (FIDE C.04.5)</source>
        <translation>участник %1, колонки %2 и %3: обе партии матча играются с одним соперником со сменой цвета (FIDE C.04.5)</translation>
    </message>
    <message>
        <source>rounds %1 and %2: the second game of a match has no first game (FIDE C.04.5)</source>
        <translation>колонки %1 и %2: у второй партии матча нет первой (FIDE C.04.5)</translation>
    </message>
    <message>
        <source>player %1, rounds %2 and %3: a bye applies to a whole match, so both columns must show it (FIDE C.04.5)</source>
        <translation>участник %1, колонки %2 и %3: свободный тур даётся на весь матч, поэтому он должен стоять в обеих колонках (FIDE C.04.5)</translation>
    </message>
    <message>
        <source>rounds %1 and %2: a bye applies to a whole match, so both columns must show it (FIDE C.04.5)</source>
        <translation>колонки %1 и %2: свободный тур даётся на весь матч, поэтому он должен стоять в обеих колонках (FIDE C.04.5)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a system: %2</source>
        <translation>«%1» — не система жеребьёвки: %2</translation>
    </message>
    <message>
        <source>name: %1 characters; at most %2</source>
        <translation>название: символов %1; допустимо не более %2</translation>
    </message>
    <message>
        <source>place: %1 characters; at most %2</source>
        <translation>место: символов %1; допустимо не более %2</translation>
    </message>
    <message>
        <source>chief arbiter: %1 characters; at most %2</source>
        <translation>главный судья: символов %1; допустимо не более %2</translation>
    </message>
    <message>
        <source>unknown tie-break &apos;%1&apos; (known: %2; for teams: %3)</source>
        <translation>неизвестный дополнительный показатель «%1» (известны: %2; для команд: %3)</translation>
    </message>
    <message>
        <source>tie-break &apos;%1&apos; is listed twice</source>
        <translation>дополнительный показатель «%1» указан дважды</translation>
    </message>
</context>
<context>
    <name>Festival</name>
    <message>
        <source>nothing imported: the file has no player lines</source>
        <translation>ничего не импортировано: в файле нет строк с участниками</translation>
    </message>
    <message>
        <source>section %1: %2</source>
        <translation>турнир %1: %2</translation>
    </message>
    <message>
        <source>nothing imported:</source>
        <translation>ничего не импортировано:</translation>
    </message>
    <message>
        <source>the file was imported in part: saved in %1; the sections below could not be saved, import their lines again (a file with only those lines)</source>
        <translation>файл импортирован частично: сохранено в %1; турниры ниже сохранить не удалось, импортируйте их строки ещё раз (файлом только из этих строк)</translation>
    </message>
    <message>
        <source>section %1:</source>
        <translation>турнир %1:</translation>
    </message>
    <message>
        <source>%1 (%2) is paired on board %3 of round %4 in section %5 and, as %6 (%7), on board %8 of round %9 in section %10, which is still being played: one person (the same %11)</source>
        <translation>%1 (%2) играет на доске %3 в %4-м туре турнира %5 и, как %6 (%7), на доске %8 в %9-м туре турнира %10, который ещё идёт: это один человек (совпадение: %11)</translation>
    </message>
    <message>
        <source>to: %1 is already in section %2</source>
        <translation>to: %1 уже в турнире %2</translation>
    </message>
    <message>
        <source>section %1 already has %2 as player %3 (the same %4)</source>
        <translation>в турнире %1 уже есть %2 — участник %3 (совпадение: %4)</translation>
    </message>
    <message>
        <source>section %1 has paired all its %2 rounds: nobody can enter it now</source>
        <translation>в турнире %1 проведена жеребьёвка всех %2 туров: войти в него уже нельзя</translation>
    </message>
    <message>
        <source>player: section %1 has no player with start number %2</source>
        <translation>участник: в турнире %1 нет участника со стартовым номером %2</translation>
    </message>
    <message>
        <source>player: %1 has withdrawn from section %2</source>
        <translation>участник: %1 выбыл из турнира %2</translation>
    </message>
    <message>
        <source>%1 (%2) moved from section %3 (player %4 there)</source>
        <translation>%1 (%2) переведён из турнира %3 (там участник %4)</translation>
    </message>
    <message>
        <source>%1 (%2) moved to section %3 (player %4 there)</source>
        <translation>%1 (%2) переведён в турнир %3 (там участник %4)</translation>
    </message>
    <message>
        <source>%1 was entered in section %2 as player %3, but section %4 could not be saved (%5): the player is in both sections now. Withdraw him or her from %4: &apos;damka player withdraw %6&apos; on its event.</source>
        <translation>%1 внесён в турнир %2 как участник %3, но турнир %4 сохранить не удалось (%5): теперь участник числится в обоих турнирах. Снимите его с турнира %4: &apos;damka player withdraw %6&apos; для этого турнира.</translation>
    </message>
    <message>
        <source>%1 was entered in section %2 as player %3, but section %4 could not be saved (%5): the player is in both sections now. Delete him or her from %4: &apos;damka player delete %6&apos; on its event.</source>
        <translation>%1 внесён в турнир %2 как участник %3, но турнир %4 сохранить не удалось (%5): теперь участник числится в обоих турнирах. Удалите его из турнира %4: &apos;damka player delete %6&apos; для этого турнира.</translation>
    </message>
    <message>
        <source>a festival chief&apos;s token is required (damka festival token)</source>
        <translation>нужен токен главного судьи фестиваля (damka festival token)</translation>
    </message>
    <message>
        <source>a start number</source>
        <translation>стартовый номер</translation>
    </message>
    <message>
        <source>no tournament at /t/%1/</source>
        <translation>нет турнира по адресу /t/%1/</translation>
    </message>
    <message>
        <source>the CSV file&apos;s contents</source>
        <translation>содержимое файла CSV</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Турниры</translation>
    </message>
    <message>
        <source>Hall screen</source>
        <translation>Экран зала</translation>
    </message>
    <message>
        <source>Boards live</source>
        <translation>Партии в прямом эфире</translation>
    </message>
    <message>
        <source>Desk</source>
        <translation>Пульт судьи</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Variant and system</source>
        <translation>Вариант и система</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Участники</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>No tournament yet: make one on the festival&apos;s desk.</source>
        <translation>Турниров пока нет: создайте их на пульте фестиваля.</translation>
    </message>
    <message>
        <source>%1 is not served: %2</source>
        <translation>%1 не обслуживается: %2</translation>
    </message>
    <message>
        <source>Open the festival&apos;s desk with the link of a festival chief&apos;s token.</source>
        <translation>Откройте пульт фестиваля по ссылке с токеном главного судьи фестиваля.</translation>
    </message>
    <message>
        <source>The festival chief&apos;s desk</source>
        <translation>Пульт главного судьи фестиваля</translation>
    </message>
    <message>
        <source>The tournaments</source>
        <translation>Турниры</translation>
    </message>
    <message>
        <source>Address (/t/ADDRESS/: lower-case letters, digits, &apos;-&apos;)</source>
        <translation>Адрес (/t/АДРЕС/: строчные латинские буквы, цифры, «-»)</translation>
    </message>
    <message>
        <source>Create the tournament</source>
        <translation>Создать турнир</translation>
    </message>
    <message>
        <source>A player to another tournament</source>
        <translation>Перевод участника в другой турнир</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Из турнира</translation>
    </message>
    <message>
        <source>Start number</source>
        <translation>Стартовый номер</translation>
    </message>
    <message>
        <source>To</source>
        <translation>В турнир</translation>
    </message>
    <message>
        <source>Rounds he missed count as</source>
        <translation>Пропущенные туры засчитываются как</translation>
    </message>
    <message>
        <source>zero-point byes</source>
        <translation>пропуски без очков</translation>
    </message>
    <message>
        <source>half-point byes</source>
        <translation>пропуски с половиной очка</translation>
    </message>
    <message>
        <source>Move the player</source>
        <translation>Перевести участника</translation>
    </message>
    <message>
        <source>Start lists from one file</source>
        <translation>Стартовые списки из одного файла</translation>
    </message>
    <message>
        <source>A CSV file with a column «section» naming each player&apos;s tournament by its address; all or nothing.</source>
        <translation>Файл CSV со столбцом «секция», где у каждого участника указан адрес его турнира; загружается целиком или не загружается вовсе.</translation>
    </message>
    <message>
        <source>CSV file</source>
        <translation>Файл CSV</translation>
    </message>
    <message>
        <source>A new tournament</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <source>%1: the boards being recorded</source>
        <translation>%1: партии, которые записываются</translation>
    </message>
    <message>
        <source>No board is being recorded now.</source>
        <translation>Сейчас ни одна партия не записывается.</translation>
    </message>
    <message>
        <source>not usable as an address: %1</source>
        <translation>не годится для адреса: %1</translation>
    </message>
    <message>
        <source>the festival already has a tournament at /t/%1/</source>
        <translation>в фестивале уже есть турнир по адресу /t/%1/</translation>
    </message>
    <message>
        <source>All tournaments</source>
        <translation>Все турниры</translation>
    </message>
    <message>
        <source>He keeps his record; until round 1 is published he leaves the first tournament&apos;s list, after it he is withdrawn there and enters the other as a late entry.</source>
        <translation>Данные участника сохраняются; пока 1-й тур не опубликован, он исключается из списка первого турнира, после — выбывает из него и входит в другой как опоздавший.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>round %1 board %2 game %3: %4</source>
        <translation>тур %1, доска %2, партия %3: %4</translation>
    </message>
    <message>
        <source>round %1 board %2: %3</source>
        <translation>тур %1, доска %2: %3</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>the arbiter</source>
        <translation>судья</translation>
    </message>
    <message>
        <source>%1 says &quot;adjusting&quot; and touches %2</source>
        <translation>%1 говорят «поправляю» и касаются %2</translation>
    </message>
    <message>
        <source>%1 touches %2</source>
        <translation>%1 касаются %2</translation>
    </message>
    <message>
        <source>%1 moves %2 with two hands</source>
        <translation>%1 ходят %2 двумя руками</translation>
    </message>
    <message>
        <source>%1 moves %2</source>
        <translation>%1 ходят %2</translation>
    </message>
    <message>
        <source>%1 presses the clock (%2 - %3)</source>
        <translation>%1 нажимают на часы (%2 - %3)</translation>
    </message>
    <message>
        <source>%1 presses the clock</source>
        <translation>%1 нажимают на часы</translation>
    </message>
    <message>
        <source>clocks started, %1 to move</source>
        <translation>часы пущены, ход за: %1</translation>
    </message>
    <message>
        <source>%1 stops the clocks to call the arbiter (adiukh 10.3)</source>
        <translation>%1 останавливают часы, чтобы позвать судью (Адиюх, 10.3)</translation>
    </message>
    <message>
        <source>clocks stopped</source>
        <translation>часы остановлены</translation>
    </message>
    <message>
        <source>clocks restarted</source>
        <translation>часы снова пущены</translation>
    </message>
    <message>
        <source>arbiter adds %1 to %2</source>
        <translation>судья добавляет %1 на %2</translation>
    </message>
    <message>
        <source>arbiter takes %1 from %2</source>
        <translation>судья снимает %1 с %2</translation>
    </message>
    <message>
        <source>White&apos;s clock</source>
        <translation>часы белых</translation>
    </message>
    <message>
        <source>Black&apos;s clock</source>
        <translation>часы чёрных</translation>
    </message>
    <message>
        <source>both flags are down, the order unknown</source>
        <translation>упали оба флажка, порядок неизвестен</translation>
    </message>
    <message>
        <source>the arbiter finds White&apos;s flag fell first</source>
        <translation>судья устанавливает, что флажок белых упал первым</translation>
    </message>
    <message>
        <source>the arbiter finds Black&apos;s flag fell first</source>
        <translation>судья устанавливает, что флажок чёрных упал первым</translation>
    </message>
    <message>
        <source>White&apos;s flag is down</source>
        <translation>флажок белых упал</translation>
    </message>
    <message>
        <source>Black&apos;s flag is down</source>
        <translation>флажок чёрных упал</translation>
    </message>
    <message>
        <source>%1 (checked by the arbiter on the clock)</source>
        <translation>%1 (проверено судьёй по часам)</translation>
    </message>
    <message>
        <source>%1 offers a draw</source>
        <translation>%1 предлагают ничью</translation>
    </message>
    <message>
        <source>%1 accepts the draw</source>
        <translation>%1 принимают ничью</translation>
    </message>
    <message>
        <source>%1 declines the draw</source>
        <translation>%1 отклоняют ничью</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 сдаются</translation>
    </message>
    <message>
        <source>position on the board: %1</source>
        <translation>позиция на доске: %1</translation>
    </message>
    <message>
        <source>%1 claims %2</source>
        <translation>%1 заявляют: %2</translation>
    </message>
    <message>
        <source>%1 claims %2 (%3)</source>
        <translation>%1 заявляют: %2 (%3)</translation>
    </message>
    <message>
        <source>the arbiter&apos;s decision (%1): %2</source>
        <translation>решение судьи (%1): %2</translation>
    </message>
</context>
<context>
    <name>GameSheet</name>
    <message>
        <source>Ply</source>
        <translation>Полуход</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Соревнование</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Game sheet for adjournment or adjudication</source>
        <translation>Бланк отложенной или присуждаемой партии</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Вид шашек</translation>
    </message>
    <message>
        <source>(not named in the log)</source>
        <translation>(не указан в протоколе)</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>Контроль времени</translation>
    </message>
    <message>
        <source>not followed</source>
        <translation>не ведётся</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4 (at %5 of play)</source>
        <translation>%1 %2, %3 %4 (через %5 игры)</translation>
    </message>
    <message>
        <source>not followed by the log</source>
        <translation>протокол их не ведёт</translation>
    </message>
    <message>
        <source>Moves made</source>
        <translation>Сделано ходов</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>партия окончена</translation>
    </message>
    <message>
        <source>To move</source>
        <translation>Очередь хода</translation>
    </message>
    <message>
        <source>unknown while an irregular move stands</source>
        <translation>неизвестна, пока на доске стоит неправильный ход</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <source>by %1, not answered</source>
        <translation>сделано: %1, без ответа</translation>
    </message>
    <message>
        <source>not legal: %1</source>
        <translation>неправильный ход: %1</translation>
    </message>
    <message>
        <source>out of turn</source>
        <translation>не в очередь</translation>
    </message>
    <message>
        <source>The position on the board</source>
        <translation>Позиция на доске</translation>
    </message>
    <message>
        <source>The position on the board after %1</source>
        <translation>Позиция на доске после хода %1</translation>
    </message>
    <message>
        <source>The position is not known from the log: an irregular move stands on the board until corrected (adiukh 8.8); log a position event</source>
        <translation>Позиция по протоколу неизвестна: неправильный ход стоит на доске до исправления (Адиюх, 8.8); запишите в протокол событие position</translation>
    </message>
    <message>
        <source>Sealed move of %1, move %2: ____________</source>
        <translation>Записанный ход (%1, ход %2): ____________</translation>
    </message>
    <message>
        <source>Resumption (date, time, place): ____________</source>
        <translation>Доигрывание (дата, время, место): ____________</translation>
    </message>
    <message>
        <source>Arbiter&apos;s decision: ____________</source>
        <translation>Решение судьи: ____________</translation>
    </message>
    <message>
        <source>Signatures: %1 ________ %2 ________ arbiter ________</source>
        <translation>Подписи: %1 ________ %2 ________ судья ________</translation>
    </message>
</context>
<context>
    <name>Hall</name>
    <message>
        <source>%1 - round %2: the top boards</source>
        <translation>%1 — тур %2: первые доски</translation>
    </message>
</context>
<context>
    <name>Knockout</name>
    <message>
        <source>Knockout: ranked by the round reached, third and fourth place by the match for third place; players out in the same round share a rank.</source>
        <translation>Олимпийская система: места по достигнутому туру, третье и четвёртое — по матчу за третье место; выбывшие в одном туре делят место.</translation>
    </message>
    <message>
        <source>Knockout: ranked by the round reached; players out in the same round share a rank.</source>
        <translation>Олимпийская система: места по достигнутому туру; выбывшие в одном туре делят место.</translation>
    </message>
</context>
<context>
    <name>Live</name>
    <message>
        <source>the variant plugins are not loaded</source>
        <translation>модули вариантов не загружены</translation>
    </message>
    <message>
        <source>round %1 is not published</source>
        <translation>тур %1 не опубликован</translation>
    </message>
    <message>
        <source>%1 - round %2: the boards live</source>
        <translation>%1 — тур %2: трансляция партий</translation>
    </message>
    <message>
        <source>The boards live</source>
        <translation>Трансляция партий</translation>
    </message>
    <message>
        <source>not recorded</source>
        <translation>не записывается</translation>
    </message>
</context>
<context>
    <name>Pages</name>
    <message>
        <source>Overview</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <source>Start list</source>
        <translation>Стартовый список</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <source>Crosstable</source>
        <translation>Кросс-таблица</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>Карточки игроков</translation>
    </message>
    <message>
        <source>Published rounds</source>
        <translation>Опубликованные туры</translation>
    </message>
    <message>
        <source>No round is published yet.</source>
        <translation>Ни один тур ещё не опубликован.</translation>
    </message>
    <message>
        <source>Updates live</source>
        <translation>Обновляется сам</translation>
    </message>
    <message>
        <source>English</source>
        <comment>the name of this language, in this language: Русский</comment>
        <translation>Русский</translation>
    </message>
    <message>
        <source>Desk: %1</source>
        <translation>Пульт: %1</translation>
    </message>
    <message>
        <source>Results of the round in hand</source>
        <translation>Результаты текущего тура</translation>
    </message>
    <message>
        <source>Results of round %1</source>
        <translation>Результаты %1-го тура</translation>
    </message>
    <message>
        <source>Round %1 live</source>
        <translation>Тур %1 в прямом эфире</translation>
    </message>
    <message>
        <source>Round %1, board %2</source>
        <translation>Тур %1, доска %2</translation>
    </message>
    <message>
        <source>Prizes</source>
        <translation>Призы</translation>
    </message>
</context>
<context>
    <name>Pairing</name>
    <message>
        <source>floaters: the bracket has an odd number of players; who floats is decided by [C7]-[C9] and [C14]-[C21]</source>
        <translation>переходящие ниже: в группе нечётное число участников; кто переходит, решают [C7]-[C9] и [C14]-[C21]</translation>
    </message>
    <message>
        <source>floaters: C.04.3 [C4]-[C6]: %1 pairs is the most that [C1]-[C3] and the completion of the round allow among these %2 players; who floats is decided by [C7]-[C9] and [C14]-[C21]</source>
        <translation>переходящие ниже: C.04.3 [C4]-[C6]: число пар %1 — наибольшее, какое [C1]-[C3] и завершение жеребьёвки тура позволяют среди этих участников (их %2); кто переходит, решают [C7]-[C9] и [C14]-[C21]</translation>
    </message>
    <message>
        <source>%1 is left over in the lowest bracket, has had neither a pairing-allocated bye nor a win&apos;s points without playing (C.04.3 [C2]), and has the lowest score that lets everybody else be paired (C.04.3 [C5])</source>
        <translation>%1 остаётся без пары в низшей группе, ещё не получал ни пропуска тура от жеребьёвки, ни очков за победу без игры (C.04.3 [C2]) и имеет наименьший счёт, при котором пары находятся для всех остальных (C.04.3 [C5])</translation>
    </message>
    <message>
        <source>C.04.3 [C10] topscorers or their opponents with a colour difference beyond +-2: %1</source>
        <translation>C.04.3 [C10] лидеры или их соперники с разницей цветов больше +-2: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C11] topscorers or their opponents with the same colour three times in a row: %1</source>
        <translation>C.04.3 [C11] лидеры или их соперники с одним цветом три раза подряд: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C12] players without their colour preference: %1</source>
        <translation>C.04.3 [C12] участники без предпочитаемого цвета: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C13] players without their strong colour preference: %1</source>
        <translation>C.04.3 [C13] участники без сильно предпочитаемого цвета: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C14] resident downfloaters who downfloated in the previous round: %1</source>
        <translation>C.04.3 [C14] свои участники, переходящие ниже, которые переходили ниже и в предыдущем туре: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C15] MDP opponents who upfloated in the previous round: %1</source>
        <translation>C.04.3 [C15] соперники спущенных участников, переходившие выше в предыдущем туре: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C16] resident downfloaters who downfloated two rounds before: %1</source>
        <translation>C.04.3 [C16] свои участники, переходящие ниже, которые переходили ниже два тура назад: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C17] MDP opponents who upfloated two rounds before: %1</source>
        <translation>C.04.3 [C17] соперники спущенных участников, переходившие выше два тура назад: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C18] MDPs who downfloated in the previous round, counted in their score differences: %1</source>
        <translation>C.04.3 [C18] спущенные участники, переходившие ниже в предыдущем туре, по разнице очков: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C19] MDP opponents who upfloated in the previous round, counted in their score differences: %1</source>
        <translation>C.04.3 [C19] соперники спущенных участников, переходившие выше в предыдущем туре, по разнице очков: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C20] MDPs who downfloated two rounds before, counted in their score differences: %1</source>
        <translation>C.04.3 [C20] спущенные участники, переходившие ниже два тура назад, по разнице очков: %1</translation>
    </message>
    <message>
        <source>C.04.3 [C21] MDP opponents who upfloated two rounds before, counted in their score differences: %1</source>
        <translation>C.04.3 [C21] соперники спущенных участников, переходившие выше два тура назад, по разнице очков: %1</translation>
    </message>
    <message>
        <source>moved-down players meet each other: no other pairing completes the round (C.04.3 1.9.3)</source>
        <translation>спущенные участники играют друг с другом: иначе жеребьёвку тура не завершить (C.04.3 1.9.3)</translation>
    </message>
    <message>
        <source>C.04.3 5.2.1: both colour preferences granted</source>
        <translation>C.04.3 5.2.1: учтены предпочтения цвета обоих участников</translation>
    </message>
    <message>
        <source>C.04.3 5.2.1: the only colour preference granted</source>
        <translation>C.04.3 5.2.1: учтено единственное предпочтение цвета</translation>
    </message>
    <message>
        <source>C.04.3 5.2.2: stronger colour preference granted</source>
        <translation>C.04.3 5.2.2: учтено более сильное предпочтение цвета</translation>
    </message>
    <message>
        <source>C.04.3 5.2.2: wider colour difference granted</source>
        <translation>C.04.3 5.2.2: учтена большая разница цветов</translation>
    </message>
    <message>
        <source>C.04.3 5.2.3: colours alternated from the last difference</source>
        <translation>C.04.3 5.2.3: цвета чередуются от последнего различия</translation>
    </message>
    <message>
        <source>C.04.3 5.2.4: higher ranked player&apos;s preference granted</source>
        <translation>C.04.3 5.2.4: учтено предпочтение участника, стоящего выше</translation>
    </message>
    <message>
        <source>C.04.3 5.2.5: initial colour by ranking</source>
        <translation>C.04.3 5.2.5: начальный цвет по порядку участников</translation>
    </message>
    <message>
        <source>Bracket %1: residents %2; moved down %3; floating down %4</source>
        <translation>Очковая группа %1: свои %2; спущены сверху %3; переходят ниже %4</translation>
    </message>
    <message>
        <source>Bye: %1</source>
        <translation>Пропуск тура: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>pairing-allocated bye (C.04.6 3.4): %1</source>
        <translation>пропуск тура по жеребьёвке (C.04.6 3.4): %1</translation>
    </message>
    <message>
        <source>bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C6] not met) ([C7]: %3 floated last round)</source>
        <translation>очковая группа (C.04.6 3.5-3.6): свои %1, поднятые снизу %2 ([C6] не выполнено) ([C7]: переходили в прошлом туре: %3)</translation>
    </message>
    <message>
        <source>bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C6] not met)</source>
        <translation>очковая группа (C.04.6 3.5-3.6): свои %1, поднятые снизу %2 ([C6] не выполнено)</translation>
    </message>
    <message>
        <source>bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2 ([C7]: %3 floated last round)</source>
        <translation>очковая группа (C.04.6 3.5-3.6): свои %1, поднятые снизу %2 ([C7]: переходили в прошлом туре: %3)</translation>
    </message>
    <message>
        <source>bracket (C.04.6 3.5-3.6): residents %1, upfloaters %2</source>
        <translation>очковая группа (C.04.6 3.5-3.6): свои %1, поднятые снизу %2</translation>
    </message>
    <message>
        <source>start number %1 is not positive or is used twice</source>
        <translation>стартовый номер %1 не положителен или встречается дважды</translation>
    </message>
    <message>
        <source>player %1 has %2 past rounds; pairing round %3 needs %4</source>
        <translation>у участника %1 сыграно туров: %2; для жеребьёвки %3-го тура нужно %4</translation>
    </message>
    <message>
        <source>no pairing of the %1 players meets the absolute criteria (C.04.3 [C1]-[C3] and prohibited pairs); the chief arbiter decides (C.04.3 1.9.3)</source>
        <translation>ни одна жеребьёвка %1 участников не удовлетворяет абсолютным критериям (C.04.3 [C1]-[C3] и запрещённые пары); решает главный судья (C.04.3 1.9.3)</translation>
    </message>
    <message>
        <source>bracket %1: no candidate meets [C1]-[C4] (C.04.3 1.9.3: the chief arbiter decides)</source>
        <translation>очковая группа %1: ни один вариант не удовлетворяет [C1]-[C4] (C.04.3 1.9.3: решает главный судья)</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>тур %1: %2</translation>
    </message>
    <message>
        <source>C.04.6 3.5: more than %1 sets of %2 upfloaters to consider (the search bound); the Chief Arbiter decides (3.3.3)</source>
        <translation>C.04.6 3.5: больше %1 наборов из %2 поднимаемых команд (предел перебора); решает главный судья (3.3.3)</translation>
    </message>
    <message>
        <source>C.04.6 3.5: no set of upfloaters pairs the top scoregroup (%1) legally; the Chief Arbiter decides (3.3.3)</source>
        <translation>C.04.6 3.5: ни один набор поднимаемых команд не даёт допустимой жеребьёвки высшей очковой группы (%1); решает главный судья (3.3.3)</translation>
    </message>
    <message>
        <source>C.04.6 1.1.1: TPN %1 is not a unique number from 1</source>
        <translation>C.04.6 1.1.1: номер команды (TPN) %1 не единственный или меньше 1</translation>
    </message>
    <message>
        <source>C.04.6 3.4: no team can have the pairing-allocated bye and leave the others a legal pairing ([C1], [C2]); the Chief Arbiter decides (3.3.3)</source>
        <translation>C.04.6 3.4: ни одной команде нельзя дать свободный тур так, чтобы остальные получили допустимую жеребьёвку ([C1], [C2]); решает главный судья (3.3.3)</translation>
    </message>
    <message>
        <source>C.04.6 3.3.1: the teams cannot all be paired without a rematch ([C1]); the Chief Arbiter decides (3.3.3)</source>
        <translation>C.04.6 3.3.1: все команды нельзя разбить на пары без повторных встреч ([C1]); решает главный судья (3.3.3)</translation>
    </message>
    <message>
        <source>C.04.4.1 3.2.3: nobody in the bracket has played yet: G1 is the first half by TPN (%1), G2 the rest (%2)</source>
        <translation>C.04.4.1 3.2.3: никто в группе ещё не играл: G1 — первая половина по стартовым номерам (%1), G2 — остальные (%2)</translation>
    </message>
    <message>
        <source>C.04.4.1 3.2.3: G1, the White seekers: %1; G2: %2</source>
        <translation>C.04.4.1 3.2.3: G1, претенденты на белые: %1; G2: %2</translation>
    </message>
    <message>
        <source>C.04.4.1 3.2.4: pairs inside the smaller subgroup that cannot be avoided: %1; shifted to the other subgroup: %2 (order 4.3)</source>
        <translation>C.04.4.1 3.2.4: неизбежных пар внутри меньшей подгруппы: %1; переведены в другую подгруппу: %2 (порядок 4.3)</translation>
    </message>
    <message>
        <source>C.04.4.1 3.2.4: to equalise G1 and G2, shifted from the larger subgroup: %1 (order 4.3; [C7]: players without their colour preference: %2)</source>
        <translation>C.04.4.1 3.2.4: для уравнивания G1 и G2 из большей подгруппы переведены: %1 (порядок 4.3; [C7]: игроков без предпочитаемого цвета: %2)</translation>
    </message>
    <message>
        <source>C.04.4.1 3.2.5-3.2.6: S1 (G1 by ARO, then TPN) %1 meets T2, the first legal transposition of G2 (4.4): %2</source>
        <translation>C.04.4.1 3.2.5-3.2.6: S1 (G1 по среднему рейтингу соперников, затем по стартовому номеру) %1 играет с T2, первой допустимой перестановкой G2 (4.4): %2</translation>
    </message>
    <message>
        <source>C.04.4.1 5.2.1: neither has played; the higher ranked player&apos;s TPN decides (odd: the initial colour)</source>
        <translation>C.04.4.1 5.2.1: оба ещё не играли; решает стартовый номер игрока, стоящего выше (нечётный — начальный цвет)</translation>
    </message>
    <message>
        <source>C.04.4.1 5.2.2: both colour preferences granted</source>
        <translation>C.04.4.1 5.2.2: оба предпочтения цвета удовлетворены</translation>
    </message>
    <message>
        <source>C.04.4.1 5.2.3: the stronger colour preference granted</source>
        <translation>C.04.4.1 5.2.3: удовлетворено более сильное предпочтение цвета</translation>
    </message>
    <message>
        <source>C.04.4.1 5.2.4: colours alternated from the most recent difference</source>
        <translation>C.04.4.1 5.2.4: цвета чередуются от последнего тура, в котором они различались</translation>
    </message>
    <message>
        <source>C.04.4.1 5.2.5: the higher ranked player&apos;s preference granted</source>
        <translation>C.04.4.1 5.2.5: удовлетворено предпочтение игрока, стоящего выше</translation>
    </message>
    <message>
        <source>C.04.4.1 1.1: every player must have a rating; the chief arbiter assigns a provisional one (1.1.2) to: %1</source>
        <translation>C.04.4.1 1.1: у каждого участника должен быть рейтинг; главный судья назначает условный рейтинг (1.1.2) участникам: %1</translation>
    </message>
    <message>
        <source>player %1 played player %2, who is not in the tournament</source>
        <translation>участник %1 играл с участником %2, которого нет в турнире</translation>
    </message>
    <message>
        <source>no pairing of the %1 players meets the absolute criteria (C.04.4.1 [C1]-[C3] and prohibited pairs); the chief arbiter decides</source>
        <translation>ни одна жеребьёвка %1 участников не удовлетворяет абсолютным критериям (C.04.4.1 [C1]-[C3] и запрещённые пары); решает главный судья</translation>
    </message>
    <message>
        <source>%1: C.04.4.1 3.1: no PAB nor a win&apos;s points without playing before ([C2]), the others can all be paired, then the lowest score (%2), the most games played (%3), the largest TPN</source>
        <translation>%1: C.04.4.1 3.1: ранее не получал ни свободного тура от жеребьёвки, ни очков за победу без игры ([C2]), остальных можно спарить, затем наименьшее число очков (%2), наибольшее число сыгранных партий (%3), наибольший стартовый номер</translation>
    </message>
    <message>
        <source>C.04.4.1 3.2.1: the fewest upfloaters that let the residents and the rest of the round be paired ([C5]): %1</source>
        <translation>C.04.4.1 3.2.1: наименьшее число поднятых игроков, при котором можно спарить игроков группы и весь остальной тур ([C5]): %1</translation>
    </message>
    <message>
        <source>C.04.4.1 3.2.2: upfloaters %1 (scores %2): the best set by [C6] highest scores, [C7] colour preferences, [C8]-[C10] maximum and repeated upfloaters%3, then the order of 4.2</source>
        <translation>C.04.4.1 3.2.2: подняты %1 (очки %2): лучший набор по [C6] — наибольшие очки, [C7] — предпочтения цвета, [C8]-[C10] — предельно и повторно поднимаемые игроки%3, затем порядок 4.2</translation>
    </message>
    <message>
        <source> (not applied in the last round)</source>
        <translation> (в последнем туре не применяются)</translation>
    </message>
    <message>
        <source>Bracket %1: residents %2; upfloaters %3</source>
        <translation>Группа %1: свои игроки %2; поднятые %3</translation>
    </message>
    <message>
        <source>C.04.5 3.4: no player can have the pairing-allocated bye and leave the others a legal pairing ([C1], [C2]); the Chief Arbiter decides (3.3.3)</source>
        <translation>C.04.5 3.4: ни один участник не может получить бай, назначенный жеребьёвкой, так чтобы остальные составили допустимые пары ([C1], [C2]); решает главный судья (3.3.3)</translation>
    </message>
    <message>
        <source>C.04.5 3.3: the players cannot all be paired without a rematch ([C1], [C3]); the Chief Arbiter decides (3.3.3)</source>
        <translation>C.04.5 3.3: участников нельзя разбить на пары без повторной встречи ([C1], [C3]); решает главный судья (3.3.3)</translation>
    </message>
    <message>
        <source>C.04.5 3.5: more than %1 sets of %2 upfloaters to consider (the search bound); the Chief Arbiter decides (3.3.3)</source>
        <translation>C.04.5 3.5: рассмотреть нужно более %1 наборов из %2 поднятых снизу (предел перебора); решает главный судья (3.3.3)</translation>
    </message>
    <message>
        <source>C.04.5 3.5: no set of upfloaters pairs the top scoregroup (%1) legally; the Chief Arbiter decides (3.3.3)</source>
        <translation>C.04.5 3.5: ни один набор поднятых снизу не даёт допустимой жеребьёвки верхней группы очков (%1); решает главный судья (3.3.3)</translation>
    </message>
    <message>
        <source>%1: C.04.5 3.4: no PAB, match won by forfeit nor full-point bye before ([C2]), the others can all be paired (3.4.1), then the lowest score (%2), the most matches played (%3), the largest TPN</source>
        <translation>%1: C.04.5 3.4: ранее не было ни бая, назначенного жеребьёвкой, ни матча, выигранного неявкой, ни бая на полное очко ([C2]), остальных можно разбить на пары (3.4.1), затем наименьшие очки (%2), больше всего сыгранных матчей (%3), наибольший стартовый номер</translation>
    </message>
    <message>
        <source>C.04.5 3.5: upfloaters %1 (scores %2): the fewest ([C4]), the highest scores ([C5]), then the first set in the order of 3.5.4 that pairs legally ([C1], [C3]) and best meets [C6] and [C7]</source>
        <translation>C.04.5 3.5: поднятые снизу %1 (очки %2): наименьшее их число ([C4]), наибольшие очки ([C5]), затем первый набор в порядке 3.5.4, дающий допустимую жеребьёвку ([C1], [C3]) и лучше всего выполняющий [C6] и [C7]</translation>
    </message>
    <message>
        <source>C.04.5 [C6] (2.3.3) not met: no set leaves the following scoregroup pairable with the fewest upfloaters</source>
        <translation>C.04.5 [C6] (2.3.3) не выполнен: ни один набор не позволяет разбить следующую группу очков с наименьшим числом поднятых снизу</translation>
    </message>
    <message>
        <source>C.04.5 [C7], [C8] (2.3.4, 2.3.5): not applied in the last round</source>
        <translation>C.04.5 [C7], [C8] (2.3.4, 2.3.5): в последнем туре не применяются</translation>
    </message>
    <message>
        <source>C.04.5 [C7] (2.3.4): upfloaters who floated in the previous round: %1</source>
        <translation>C.04.5 [C7] (2.3.4): поднятых снизу, которые были плавающими в предыдущем туре: %1</translation>
    </message>
    <message>
        <source>C.04.5 [C8] (2.3.5): upfloaters&apos; opponents who floated in the previous round: %1</source>
        <translation>C.04.5 [C8] (2.3.5): соперников поднятых снизу, которые были плавающими в предыдущем туре: %1</translation>
    </message>
    <message>
        <source>C.04.5 3.6: the first Pairing Identifier (top members ascending, then their bottom members) that meets [C1] and best meets [C8]</source>
        <translation>C.04.5 3.6: первый идентификатор жеребьёвки (верхние участники пар по возрастанию, затем их нижние участники), выполняющий [C1] и лучше всего выполняющий [C8]</translation>
    </message>
    <message>
        <source>C.04.5 4.3.1: neither has played a match: the initial colour to the higher ranked player when his TPN is odd, the other colour when even</source>
        <translation>C.04.5 4.3.1: ни один не сыграл ни одного матча: начальный цвет — участнику, стоящему выше, при нечётном стартовом номере, другой цвет — при чётном</translation>
    </message>
    <message>
        <source>C.04.5 4.3.2: White to the player who had fewer Whites</source>
        <translation>C.04.5 4.3.2: белые — участнику, у которого было меньше белых</translation>
    </message>
    <message>
        <source>C.04.5 4.3.3: colours alternated from the most recent match in which they had different colours</source>
        <translation>C.04.5 4.3.3: цвета чередуются от последнего матча, в котором у них были разные цвета</translation>
    </message>
    <message>
        <source>C.04.5 4.3.4: the higher ranked player&apos;s last colour alternated</source>
        <translation>C.04.5 4.3.4: последний цвет участника, стоящего выше, чередуется</translation>
    </message>
    <message>
        <source>C.04.5 4.3.5: the opponent&apos;s last colour alternated</source>
        <translation>C.04.5 4.3.5: последний цвет соперника чередуется</translation>
    </message>
    <message>
        <source>Scoregroup %1, the Median Score-group (C.04.4.3 2.2: paired last, downward)</source>
        <translation>Группа очков %1, медианная группа (C.04.4.3 2.2: жеребьёвка последней, сверху вниз)</translation>
    </message>
    <message>
        <source>Scoregroup %1 (C.04.4.3 2.2: above the median, paired downward)</source>
        <translation>Группа очков %1 (C.04.4.3 2.2: выше медианы, жеребьёвка сверху вниз)</translation>
    </message>
    <message>
        <source>Scoregroup %1 (C.04.4.3 2.2: below the median, paired upward)</source>
        <translation>Группа очков %1 (C.04.4.3 2.2: ниже медианы, жеребьёвка снизу вверх)</translation>
    </message>
    <message>
        <source>no pairing of the %1 players avoids every rematch and prohibited pairing (C.04.4.3 2.1, Article 6: last round); the chief arbiter decides</source>
        <translation>ни одна жеребьёвка %1 участников не обходится без повторных встреч и запрещённых пар (C.04.4.3 2.1, статья 6: последний тур); решает главный судья</translation>
    </message>
    <message>
        <source>no pairing of the %1 players keeps every pair compatible (C.04.4.3 2.1: no rematch, no third colour in a row, never three more of one colour; prohibited pairings); the chief arbiter decides</source>
        <translation>ни одна жеребьёвка %1 участников не оставляет все пары совместимыми (C.04.4.3 2.1: без повторных встреч, без третьего подряд одного цвета, никогда на три партии одним цветом больше; запрещённые пары); решает главный судья</translation>
    </message>
    <message>
        <source>%1: C.04.4.3 7.1: the lowest rated player (%2) who may receive it (C.04.1 Art. 4) and leaves the others pairable</source>
        <translation>%1: C.04.4.3 7.1: участник с самым низким рейтингом (%2), которому его можно дать (C.04.1 ст. 4) и без которого остальных можно разбить на пары</translation>
    </message>
    <message>
        <source>%1: C.04.4.3 1.1: the lowest ranked player of the lowest scoregroup (%2) who may receive it (C.04.1 Art. 4) and leaves the others pairable</source>
        <translation>%1: C.04.4.3 1.1: самый низкий по номеру участник низшей группы очков (%2), которому его можно дать (C.04.1 ст. 4) и без которого остальных можно разбить на пары</translation>
    </message>
    <message>
        <source>C.04.4.3 2.6.1: the Median Score-group cannot be paired; more floaters came from above, so the last pairing below it, %1-%2, is broken up and both join it</source>
        <translation>C.04.4.3 2.6.1: медианную группу нельзя разбить на пары; сверху пришло больше плавающих участников, поэтому последняя пара ниже неё, %1-%2, разбивается, и оба переходят в неё</translation>
    </message>
    <message>
        <source>C.04.4.3 2.6.2: the Median Score-group cannot be paired; the last pairing above it, %1-%2, is broken up and both join it</source>
        <translation>C.04.4.3 2.6.2: медианную группу нельзя разбить на пары; последняя пара выше неё, %1-%2, разбивается, и оба переходят в неё</translation>
    </message>
    <message>
        <source>C.04.4.3 5.3: only these colours keep both within the limits of 5.1</source>
        <translation>C.04.4.3 5.3: только такие цвета оставляют обоих в пределах ограничений 5.1</translation>
    </message>
    <message>
        <source>C.04.4.3 7.2: neither has played; the lot&apos;s colour to the odd-placed higher ranked player, the other colour to the even-placed</source>
        <translation>C.04.4.3 7.2: оба ещё не играли; цвет по жребию — стоящему выше участнику на нечётном месте, другой цвет — на чётном</translation>
    </message>
    <message>
        <source>C.04.4.3 5.5-5.6: each gets the colour due</source>
        <translation>C.04.4.3 5.5-5.6: каждый получает причитающийся цвет</translation>
    </message>
    <message>
        <source>C.04.4.3 5.4: back to the latest difference, each gets the colour the other had then</source>
        <translation>C.04.4.3 5.4: по истории назад до последнего различия: каждый получает цвет, который тогда был у соперника</translation>
    </message>
    <message>
        <source>C.04.4.3 5.4: same history below the Median Score-group: the lower ranked player gets his due colour</source>
        <translation>C.04.4.3 5.4: одинаковая история ниже медианной группы: причитающийся цвет получает стоящий ниже участник</translation>
    </message>
    <message>
        <source>C.04.4.3 5.4: same history in or above the Median Score-group: the higher ranked player gets his due colour</source>
        <translation>C.04.4.3 5.4: одинаковая история в медианной группе или выше: причитающийся цвет получает стоящий выше участник</translation>
    </message>
    <message>
        <source>down</source>
        <translation>вниз</translation>
    </message>
    <message>
        <source>up</source>
        <translation>вверх</translation>
    </message>
    <message>
        <source>already floated into this group, no compatible opponent in the next one</source>
        <translation>уже перешёл в эту группу, в следующей нет совместимого соперника</translation>
    </message>
    <message>
        <source>already floated into this group, a compatible opponent in the next one</source>
        <translation>уже перешёл в эту группу, в следующей есть совместимый соперник</translation>
    </message>
    <message>
        <source>a resident with no compatible opponent in the next group</source>
        <translation>участник своей группы, в следующей группе нет совместимого соперника</translation>
    </message>
    <message>
        <source>a resident with a compatible opponent in the next group</source>
        <translation>участник своей группы, в следующей группе есть совместимый соперник</translation>
    </message>
    <message>
        <source>C.04.4.3 2.3, 3.10.2: the group keeps the most pairings it can, %1; %2 must float %3</source>
        <translation>C.04.4.3 2.3, 3.10.2: в группе остаётся наибольшее возможное число пар — %1; %2 должны перейти %3</translation>
    </message>
    <message>
        <source>C.04.4.3 3.9: %1 floats %2 as a type %3 floater (%4)%5%6</source>
        <translation>C.04.4.3 3.9: %1 переходит %2 как плавающий участник типа %3 (%4)%5%6</translation>
    </message>
    <message>
        <source>; 3.10: floated in the previous round, but no other choice keeps the group&apos;s pairings</source>
        <translation>; 3.10: переходил в прошлом туре, но никакой другой выбор не сохраняет пары группы</translation>
    </message>
    <message>
        <source>; 3.2.2: due the colour most of the group is due</source>
        <translation>; 3.2.2: ему причитается тот же цвет, что и большинству группы</translation>
    </message>
    <message>
        <source>they have met</source>
        <translation>они уже встречались</translation>
    </message>
    <message>
        <source>not compatible: colour limits of 2.1 or a prohibited pairing</source>
        <translation>несовместимы: ограничения по цвету из 2.1 или запрещённая пара</translation>
    </message>
    <message>
        <source>4.4: the others could not all be paired</source>
        <translation>4.4: остальных нельзя было бы разбить на пары</translation>
    </message>
    <message>
        <source>5.2: the exchange gives both their due colours</source>
        <translation>5.2: обмен даёт обоим причитающиеся цвета</translation>
    </message>
    <message>
        <source>C.04.4.3 3.6-3.8: floater %1 meets %2, the first available due the other colour where one is</source>
        <translation>C.04.4.3 3.6-3.8: плавающий участник %1 играет с %2 — первым свободным, которому причитается другой цвет, если такой есть</translation>
    </message>
    <message>
        <source>C.04.4.3 4.1-4.4: %1 meets %2, not %3 (%4)</source>
        <translation>C.04.4.3 4.1-4.4: %1 играет с %2, а не с %3 (%4)</translation>
    </message>
    <message>
        <source>%1: residents %2; floaters in %3; floating on %4</source>
        <translation>%1: свои участники %2; пришли %3; переходят дальше %4</translation>
    </message>
    <message>
        <source>C.04.4.2 5.2.1: neither has played; the higher ranked player&apos;s TPN decides (odd: the initial colour)</source>
        <translation>C.04.4.2 5.2.1: оба ещё не играли; решает стартовый номер игрока, стоящего выше (нечётный — начальный цвет)</translation>
    </message>
    <message>
        <source>C.04.4.2 5.2.2: both colour preferences granted</source>
        <translation>C.04.4.2 5.2.2: оба предпочтения цвета удовлетворены</translation>
    </message>
    <message>
        <source>C.04.4.2 5.2.3: the stronger colour preference granted</source>
        <translation>C.04.4.2 5.2.3: удовлетворено более сильное предпочтение цвета</translation>
    </message>
    <message>
        <source>C.04.4.2 5.2.4: colours alternated from the most recent difference</source>
        <translation>C.04.4.2 5.2.4: цвета чередуются от последней партии, в которой они различались</translation>
    </message>
    <message>
        <source>C.04.4.2 5.2.5: the preference of the player ranked higher by the Index (1.8)</source>
        <translation>C.04.4.2 5.2.5: удовлетворено предпочтение игрока, стоящего выше по индексу (1.8)</translation>
    </message>
    <message>
        <source>C.04.4.2 1.6: round %1 is a seeding round (%2 of them: half the rounds, at most 4), paired by the Dutch system</source>
        <translation>C.04.4.2 1.6: %1-й тур — посевной (всего посевных туров %2: половина числа туров, не более 4), жеребьёвка по голландской системе</translation>
    </message>
    <message>
        <source>C.04.4.2 1.6.2: the number of seeding rounds depends on the number of rounds of the tournament, which is not given</source>
        <translation>C.04.4.2 1.6.2: число посевных туров зависит от числа туров турнира, а оно не указано</translation>
    </message>
    <message>
        <source>no pairing of the %1 players meets the absolute criteria (C.04.4.2 [C1]-[C3] and prohibited pairs); the chief arbiter decides</source>
        <translation>ни одна жеребьёвка %1 участников не удовлетворяет абсолютным критериям (C.04.4.2 [C1]-[C3] и запрещённые пары); решает главный судья</translation>
    </message>
    <message>
        <source>%1: C.04.4.2 3.1: no PAB nor a win&apos;s points without playing before ([C2]), the others can all be paired, then the lowest score (%2), the most games played (%3), the lowest ranking by the Index (Buchholz %4, Sonneborn-Berger %5)</source>
        <translation>%1: C.04.4.2 3.1: ранее не получал ни свободного тура от жеребьёвки, ни очков за победу без игры ([C2]), остальных можно спарить, затем наименьшее число очков (%2), наибольшее число сыгранных партий (%3), самое низкое место по индексу (Бухгольц %4, Зоннеборн-Бергер %5)</translation>
    </message>
    <message>
        <source>C.04.4.2 1.8, 4.1: BSN=TPN (Buchholz/Sonneborn-Berger), ranked by the Index: %1</source>
        <translation>C.04.4.2 1.8, 4.1: номер в группе=стартовый номер (Бухгольц/Зоннеборн-Бергер), порядок по индексу: %1</translation>
    </message>
    <message>
        <source>C.04.4.2 3.2.1, [C5]-[C7]: %1 pairs, the most that let the round be completed; outgoing floaters %2 (scores %3): the lowest scores ([C6]), then the best following bracket ([C7])</source>
        <translation>C.04.4.2 3.2.1, [C5]-[C7]: пар: %1 — наибольшее число, при котором тур можно составить полностью; переходят ниже %2 (очки %3): наименьшие очки ([C6]), затем лучшая следующая группа ([C7])</translation>
    </message>
    <message>
        <source>C.04.4.2 [C8]: players not getting their colour preference: %1</source>
        <translation>C.04.4.2 [C8]: игроков, не получающих предпочитаемый цвет: %1</translation>
    </message>
    <message>
        <source>C.04.4.2 3.2.2, 4.3: among the pairings best by [C5]-[C8], the first in the order of BSN #1&apos;s opponent (the larger first), then BSN #2&apos;s ...</source>
        <translation>C.04.4.2 3.2.2, 4.3: среди лучших по [C5]-[C8] вариантов — первый в порядке соперника номера 1 в группе (больший номер раньше), затем соперника номера 2 и т. д.</translation>
    </message>
</context>
<context>
    <name>Pdn</name>
    <message>
        <source>no GameType tag, so the game was read as International (PDN 3.0 default 20); its set-up is a position of English draughts: try --variant english</source>
        <translation>тега GameType нет, поэтому партия прочитана как международные шашки (по умолчанию PDN 3.0 — 20); её начальная позиция — позиция английских шашек: попробуйте --variant english</translation>
    </message>
    <message>
        <source>no GameType tag, so the game was read as International (PDN 3.0 default 20); its moves are legal as English draughts: try --variant english</source>
        <translation>тега GameType нет, поэтому партия прочитана как международные шашки (по умолчанию PDN 3.0 — 20); её ходы допустимы в английских шашках: попробуйте --variant english</translation>
    </message>
    <message>
        <source>no GameType tag, so the game was replayed as %1; it replays as %2: try --variant %3</source>
        <translation>тега GameType нет, поэтому партия проверена как %1; она проходит как %2: попробуйте --variant %3</translation>
    </message>
    <message>
        <source>move number 1 with no move before the result %1: read as a game that was not played</source>
        <translation>номер хода 1 без хода перед результатом %1: прочитано как несыгранная партия</translation>
    </message>
    <message>
        <source>no loaded variant has the id &apos;%1&apos;</source>
        <translation>ни один загруженный вид игры не имеет идентификатора «%1»</translation>
    </message>
    <message>
        <source>line %1: GameType &quot;%2&quot;: %3</source>
        <translation>строка %1: GameType &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>no GameType tag and algebraic moves (like c3-d4): replayed as russian</source>
        <translation>тега GameType нет, ходы записаны в алгебраической нотации (как c3-d4): партия проверена как russian (русские шашки)</translation>
    </message>
    <message>
        <source>no GameType tag and algebraic moves mean russian, but no plugin provides &apos;russian&apos;</source>
        <translation>без тега GameType алгебраическая запись ходов означает russian (русские шашки), но ни один модуль не даёт вид «russian»</translation>
    </message>
    <message>
        <source>no GameType tag: PDN&apos;s default 20 (International)</source>
        <translation>тега GameType нет: по умолчанию PDN — 20 (международные шашки)</translation>
    </message>
    <message>
        <source>GameType 99 (lidraughts&apos; From Position: International draughts from the FEN tag): replayed as %1</source>
        <translation>GameType 99 (в lidraughts — «From Position»: международные шашки с позиции из тега FEN): партия проверена как %1</translation>
    </message>
    <message>
        <source>GameType 40 with the Frysk! start (FEN W:W46,47,48,49,50:B1,2,3,4,5): replayed as frysk</source>
        <translation>GameType 40 с начальной позицией Frysk! (FEN W:W46,47,48,49,50:B1,2,3,4,5): партия проверена как frysk</translation>
    </message>
    <message>
        <source>GameType %1: no loaded variant has this PDN game type (use --variant ID)</source>
        <translation>GameType %1: ни у одного загруженного вида игры нет такого типа партии PDN (укажите --variant ID)</translation>
    </message>
    <message>
        <source>GameType %1 says the board is %2x%3, but %4 is played on %5x%6</source>
        <translation>по GameType %1 доска %2x%3, но %4 играют на доске %5x%6</translation>
    </message>
</context>
<context>
    <name>Players</name>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>unterminated quote</source>
        <translation>незакрытая кавычка</translation>
    </message>
    <message>
        <source>line %1: not %2 text (a malformed or cut-off character) though the file starts with its byte order mark; save it again as &quot;CSV UTF-8&quot; or &quot;Unicode text&quot;</source>
        <translation>строка %1: текст не в кодировке %2 (повреждённый или обрезанный символ), хотя файл начинается с её метки порядка байтов; сохраните его заново как «CSV UTF-8» или «Текст в Юникоде»</translation>
    </message>
    <message>
        <source>lots: a %1 gives start numbers by the initial order (C.04.2 B); drawing of lots is for round robins</source>
        <translation>жребий: в системе %1 стартовые номера даются по исходному порядку (C.04.2 B); жребий бросают только в круговых турнирах</translation>
    </message>
    <message>
        <source>lots: a %1 gives start numbers by rating (bracket seeds); drawing of lots is for round robins</source>
        <translation>жребий: в системе %1 стартовые номера даются по рейтингу (посев сетки); жребий бросают только в круговых турнирах</translation>
    </message>
    <message>
        <source>lots: round 1 is paired; undo it first to draw numbers again</source>
        <translation>жребий: жеребьёвка 1-го тура уже проведена; чтобы снова разыграть номера, сначала отмените её</translation>
    </message>
    <message>
        <source>lots: register at least two players first</source>
        <translation>жребий: сначала зарегистрируйте хотя бы двух участников</translation>
    </message>
    <message>
        <source>start numbers drawn by lot (seed %1):</source>
        <translation>стартовые номера разыграны жребием (seed %1):</translation>
    </message>
    <message>
        <source>  %1: %2 (was %3)</source>
        <translation>  %1: %2 (был %3)</translation>
    </message>
    <message>
        <source>start numbers drawn by lot, seed %1</source>
        <translation>стартовые номера разыграны жребием, seed %1</translation>
    </message>
    <message>
        <source>a %1 cannot take a late entry: round %2 is already paired</source>
        <translation>в системе %1 нельзя добавить опоздавшего участника: жеребьёвка %2-го тура уже проведена</translation>
    </message>
    <message>
        <source>the event&apos;s %1 rounds are all paired</source>
        <translation>жеребьёвка всех туров турнира (%1) уже проведена</translation>
    </message>
    <message>
        <source>missed rounds: a late entrant&apos;s missed rounds are HPB or ZPB, not PAB</source>
        <translation>пропущенные туры: пропущенные опоздавшим туры — HPB или ZPB, а не PAB</translation>
    </message>
    <message>
        <source>added player %1: %2 (%3)</source>
        <translation>добавлен участник %1: %2 (%3)</translation>
    </message>
    <message>
        <source>added player %1: %2</source>
        <translation>добавлен участник %1: %2</translation>
    </message>
    <message>
        <source>late entry: first paired in round %1; rounds 1-%2 count as %3</source>
        <translation>поздняя регистрация: участвует в жеребьёвке с %1-го тура; туры 1-%2 засчитаны как %3</translation>
    </message>
    <message>
        <source>line %1: %2: %3</source>
        <translation>строка %1: %2: %3</translation>
    </message>
    <message>
        <source>nothing imported: %1</source>
        <translation>ничего не импортировано: %1</translation>
    </message>
    <message>
        <source>nothing imported:</source>
        <translation>ничего не импортировано:</translation>
    </message>
    <message>
        <source>would import %1 players</source>
        <translation>будет импортировано участников: %1</translation>
    </message>
    <message>
        <source>imported %1 players</source>
        <translation>импортировано участников: %1</translation>
    </message>
    <message>
        <source>warning: %1</source>
        <translation>предупреждение: %1</translation>
    </message>
    <message>
        <source>%1 already withdrew after round %2</source>
        <translation>%1 уже выбыл(а) после %2-го тура</translation>
    </message>
    <message>
        <source>%1 is paired in draft round %2; undo that pairing first, or withdraw after round %2</source>
        <translation>%1 есть в черновой жеребьёвке %2-го тура; сначала отмените эту жеребьёвку или оформите выбытие после %2-го тура</translation>
    </message>
    <message>
        <source>%1 (%2) is paired in round %3 (board %4, published), so cannot withdraw after round %6: the game stays on the board. If it was not played, enter the forfeit (&apos;damka result set %4 %5 --round %3&apos;) and withdraw after round %3; or undo round %3&apos;s pairing first (&apos;damka round undo&apos;).</source>
        <translation>%1 (%2) играет в %3-м туре (доска %4, жеребьёвка опубликована), поэтому не может выбыть после %6-го тура: партия остаётся на доске. Если она не игралась, внесите техническое поражение (&apos;damka result set %4 %5 --round %3&apos;) и оформите выбытие после %3-го тура; или сначала отмените жеребьёвку %3-го тура (&apos;damka round undo&apos;).</translation>
    </message>
    <message>
        <source>%1 (%2) is paired in round %3 (board %4, published), so cannot withdraw after round %6: the game stays on the board. If it was not played, enter the forfeit (&apos;damka result set %4 %5 --round %3&apos;) and withdraw after round %3.</source>
        <translation>%1 (%2) играет в %3-м туре (доска %4, жеребьёвка опубликована), поэтому не может выбыть после %6-го тура: партия остаётся на доске. Если она не игралась, внесите техническое поражение (&apos;damka result set %4 %5 --round %3&apos;) и оформите выбытие после %3-го тура.</translation>
    </message>
    <message>
        <source>%1 (%2) is paired in round %3 (board %4, published), so cannot withdraw before round 1: the game stays on the board. If it was not played, enter the forfeit (&apos;damka result set %4 %5 --round %3&apos;) and withdraw after round %3; or undo round %3&apos;s pairing first (&apos;damka round undo&apos;).</source>
        <translation>%1 (%2) играет в %3-м туре (доска %4, жеребьёвка опубликована), поэтому не может выбыть до 1-го тура: партия остаётся на доске. Если она не игралась, внесите техническое поражение (&apos;damka result set %4 %5 --round %3&apos;) и оформите выбытие после %3-го тура; или сначала отмените жеребьёвку %3-го тура (&apos;damka round undo&apos;).</translation>
    </message>
    <message>
        <source>%1 (%2) is paired in round %3 (board %4, published), so cannot withdraw before round 1: the game stays on the board. If it was not played, enter the forfeit (&apos;damka result set %4 %5 --round %3&apos;) and withdraw after round %3.</source>
        <translation>%1 (%2) играет в %3-м туре (доска %4, жеребьёвка опубликована), поэтому не может выбыть до 1-го тура: партия остаётся на доске. Если она не игралась, внесите техническое поражение (&apos;damka result set %4 %5 --round %3&apos;) и оформите выбытие после %3-го тура.</translation>
    </message>
    <message>
        <source>%1 (%2) withdraws after round %3; not paired from round %4</source>
        <translation>%1 (%2) выбывает после %3-го тура; не участвует в жеребьёвке с %4-го тура</translation>
    </message>
    <message>
        <source>%1 (%2) withdraws before round 1; not paired from round %3</source>
        <translation>%1 (%2) выбывает до 1-го тура; не участвует в жеребьёвке с %3-го тура</translation>
    </message>
    <message>
        <source>%1 has not withdrawn</source>
        <translation>%1 не выбывал(а)</translation>
    </message>
    <message>
        <source>%1 (%2) re-enters; paired again from round %3</source>
        <translation>%1 (%2) возвращается в турнир; снова участвует в жеребьёвке с %3-го тура</translation>
    </message>
    <message>
        <source>kind: the pairing-allocated bye is given by the pairing, not requested</source>
        <translation>вид: пропуск тура по жеребьёвке (PAB) назначает жеребьёвка, его не запрашивают</translation>
    </message>
    <message>
        <source>round: %1 is already paired; undo its pairing first</source>
        <translation>тур: жеребьёвка %1-го тура уже проведена; сначала отмените её</translation>
    </message>
    <message>
        <source>%1 is not active in round %2</source>
        <translation>%1 не участвует в %2-м туре</translation>
    </message>
    <message>
        <source>kind: a %1 has no %2; an absence (ZPB) makes the game a forfeit</source>
        <translation>вид: в системе %1 нет %2; при отсутствии (ZPB) партии засчитывается техническое поражение</translation>
    </message>
    <message>
        <source>round: half-point byes are closed for the last %1 rounds</source>
        <translation>тур: в последних турах (%1) пропуск тура с половиной очка не предоставляется</translation>
    </message>
    <message>
        <source>%1 has used %2 of %3 half-point byes</source>
        <translation>%1 уже использовал(а) %2 из %3 пропусков тура с половиной очка</translation>
    </message>
    <message>
        <source>%1 (%2): %3 in round %4 (%5 point)</source>
        <translation>%1 (%2): %3 в %4-м туре (очков: %5)</translation>
    </message>
    <message>
        <source>%1 (%2): %3 in round %4 (%5 points)</source>
        <translation>%1 (%2): %3 в %4-м туре (очков: %5)</translation>
    </message>
    <message>
        <source>%1 has no bye in round %2</source>
        <translation>%1: нет пропуска в %2-м туре</translation>
    </message>
    <message>
        <source>%1 (%2): %3 in round %4 cancelled</source>
        <translation>%1 (%2): %3 в %4-м туре отменён</translation>
    </message>
    <message>
        <source>forbidden pairings: a %1 has fixed pairings; only a Swiss avoids pairs</source>
        <translation>запрещённые пары: в системе %1 жеребьёвка заранее задана; избегать пар умеет только швейцарская система</translation>
    </message>
    <message>
        <source>players: %1 is given twice</source>
        <translation>участники: %1 указан дважды</translation>
    </message>
    <message>
        <source>players: give at least two start numbers</source>
        <translation>участники: укажите хотя бы два стартовых номера</translation>
    </message>
    <message>
        <source>may meet again: %1 - %2</source>
        <translation>снова могут встретиться: %1 - %2</translation>
    </message>
    <message>
        <source>was not forbidden: %1 - %2</source>
        <translation>не была запрещена: %1 - %2</translation>
    </message>
    <message>
        <source>must not meet: %1 - %2</source>
        <translation>не должны встречаться: %1 - %2</translation>
    </message>
    <message>
        <source>already forbidden: %1 - %2</source>
        <translation>уже запрещена: %1 - %2</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>title</source>
        <translation>звание</translation>
    </message>
    <message>
        <source>federation</source>
        <translation>федерация</translation>
    </message>
    <message>
        <source>club</source>
        <translation>клуб</translation>
    </message>
    <message>
        <source>FMJD id</source>
        <translation>номер ФМЖД</translation>
    </message>
    <message>
        <source>national id</source>
        <translation>национальный номер</translation>
    </message>
    <message>
        <source>birth year</source>
        <translation>год рождения</translation>
    </message>
    <message>
        <source>sex</source>
        <translation>пол</translation>
    </message>
    <message>
        <source>%1 (%2): nothing to change</source>
        <translation>%1 (%2): изменять нечего</translation>
    </message>
    <message>
        <source>player %1 %2 edited:</source>
        <translation>участник %1 %2 изменён:</translation>
    </message>
    <message>
        <source>player %1 %2 edited: %3</source>
        <translation>участник %1 %2 изменён: %3</translation>
    </message>
    <message>
        <source>fmjd_id</source>
        <translation>номер ФМЖД</translation>
    </message>
    <message>
        <source>national_id</source>
        <translation>национальный номер</translation>
    </message>
    <message>
        <source>name: is empty</source>
        <translation>имя: не указано</translation>
    </message>
    <message>
        <source>birth_year: %1 is outside 1900..2100</source>
        <translation>год рождения: %1 — вне диапазона 1900..2100</translation>
    </message>
    <message>
        <source>name: %1 characters; at most %2</source>
        <translation>имя: символов %1; допустимо не более %2</translation>
    </message>
    <message>
        <source>club: %1 characters; at most %2</source>
        <translation>клуб: символов %1; допустимо не более %2</translation>
    </message>
    <message>
        <source>federation: &apos;%1&apos; is not a 3-letter federation code (RUS, NED, UKR, ...)</source>
        <translation>федерация: «%1» — не трёхбуквенный код федерации (RUS, NED, UKR, ...)</translation>
    </message>
    <message>
        <source>fmjd_id: &apos;%1&apos; is not an id number (digits only, at most 20)</source>
        <translation>номер ФМЖД: «%1» — не номер (только цифры, не более 20)</translation>
    </message>
    <message>
        <source>national_id: &apos;%1&apos; is not an id number (digits only, at most 20)</source>
        <translation>национальный номер: «%1» — не номер (только цифры, не более 20)</translation>
    </message>
    <message>
        <source>sex: &apos;%1&apos; is neither M (m, male, М) nor F (f, w, female, Ж)</source>
        <translation>пол: «%1» — ни M (m, male, М), ни F (f, w, female, Ж)</translation>
    </message>
    <message>
        <source>title: &apos;%1&apos; is longer than 4 letters (FMJD: GMI, MI, MF, CMF, GMIF, MIF, MFF, CMFF)</source>
        <translation>звание: «%1» длиннее 4 букв (ФМЖД: GMI, MI, MF, CMF, GMIF, MIF, MFF, CMFF)</translation>
    </message>
    <message>
        <source>%1 fields, the header has %2</source>
        <translation>полей: %1, а в заголовке: %2</translation>
    </message>
    <message>
        <source>surname: is empty</source>
        <translation>фамилия: не указана</translation>
    </message>
    <message>
        <source>rating: &apos;%1&apos; is not a whole number</source>
        <translation>рейтинг: «%1» — не целое число</translation>
    </message>
    <message>
        <source>birth_year: &apos;%1&apos; is not a year</source>
        <translation>год рождения: «%1» — не год</translation>
    </message>
    <message>
        <source>line 1: the file is empty (a header row is required)</source>
        <translation>строка 1: файл пуст (нужна строка заголовка)</translation>
    </message>
    <message>
        <source>the name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>the surname</source>
        <translation>фамилию</translation>
    </message>
    <message>
        <source>the first name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>the patronymic</source>
        <translation>отчество</translation>
    </message>
    <message>
        <source>the rating</source>
        <translation>рейтинг</translation>
    </message>
    <message>
        <source>the title</source>
        <translation>звание</translation>
    </message>
    <message>
        <source>the federation</source>
        <translation>федерацию</translation>
    </message>
    <message>
        <source>the club</source>
        <translation>клуб</translation>
    </message>
    <message>
        <source>the birth year</source>
        <translation>год рождения</translation>
    </message>
    <message>
        <source>the FMJD id</source>
        <translation>номер ФМЖД</translation>
    </message>
    <message>
        <source>the national id</source>
        <translation>национальный номер</translation>
    </message>
    <message>
        <source>the sex</source>
        <translation>пол</translation>
    </message>
    <message>
        <source>column %1 &apos;%2&apos; is not a player field and is ignored</source>
        <translation>столбец %1 «%2» — не данные участника, он не читается</translation>
    </message>
    <message>
        <source>columns %1 and %2 are both &apos;%3&apos;: delete one of them, nothing is read from either</source>
        <translation>столбцы %1 и %2 оба называются «%3»: удалите один из них, ни один из них не читается</translation>
    </message>
    <message>
        <source>columns %1 and %2 (&apos;%3&apos; and &apos;%4&apos;) both give %5: delete one of them, nothing is read from either</source>
        <translation>столбцы %1 и %2 («%3» и «%4») оба содержат %5: удалите один из них, ни один из них не читается</translation>
    </message>
    <message>
        <source>columns %1 &apos;%2&apos; and %3 &apos;%4&apos; both give the name: keep the full name or the surname and first name columns</source>
        <translation>столбцы %1 «%2» и %3 «%4» оба содержат имя: оставьте либо полное имя, либо столбцы фамилии и имени</translation>
    </message>
    <message>
        <source>the header has no name column: &apos;name&apos;, or &apos;surname&apos; and &apos;first name&apos; (the headers read, any case: %1)</source>
        <translation>в заголовке нет столбца с именем: «name» или «surname» и «first name» (читаемые заголовки, в любом регистре: %1)</translation>
    </message>
    <message>
        <source>column %1 &apos;%2&apos; goes with a surname column, not with the full name in column %3</source>
        <translation>столбец %1 «%2» используется вместе со столбцом фамилии, а не с полным именем в столбце %3</translation>
    </message>
    <message>
        <source>player %1 (%2, %3, born %4)</source>
        <translation>участник %1 (%2, %3, %4 г. р.)</translation>
    </message>
    <message>
        <source>player %1 (%2, %3)</source>
        <translation>участник %1 (%2, %3)</translation>
    </message>
    <message>
        <source>player %1 (%2, born %3)</source>
        <translation>участник %1 (%2, %3 г. р.)</translation>
    </message>
    <message>
        <source>player %1 (%2)</source>
        <translation>участник %1 (%2)</translation>
    </message>
    <message>
        <source>FMJD id %1 is already %2; to bring a withdrawn player back use &apos;damka player reenter %3&apos;</source>
        <translation>номер ФМЖД %1 уже занят: %2; чтобы вернуть выбывшего участника, используйте &apos;damka player reenter %3&apos;</translation>
    </message>
    <message>
        <source>FMJD id %1 is already %2</source>
        <translation>номер ФМЖД %1 уже занят: %2</translation>
    </message>
    <message>
        <source>national id %1 is already %2; to bring a withdrawn player back use &apos;damka player reenter %3&apos;</source>
        <translation>национальный номер %1 уже занят: %2; чтобы вернуть выбывшего участника, используйте &apos;damka player reenter %3&apos;</translation>
    </message>
    <message>
        <source>national id %1 is already %2</source>
        <translation>национальный номер %1 уже занят: %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already registered as %2; to bring a withdrawn player back use &apos;damka player reenter %3&apos;; if this is another person, give a birth year, federation or id that tells them apart</source>
        <translation>«%1» уже зарегистрирован(а): %2; чтобы вернуть выбывшего участника, используйте &apos;damka player reenter %3&apos;; если это другой человек, укажите год рождения, федерацию или номер, по которым их можно различить</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is already registered as %2; if this is another person, give a birth year, federation or id that tells them apart</source>
        <translation>«%1» уже зарегистрирован(а): %2; если это другой человек, укажите год рождения, федерацию или номер, по которым их можно различить</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a category: women, men, uN (under N: u8, u10 ... u20) or sN (seniors: s50, s65)</source>
        <translation>«%1» — не категория: women (женщины), men (мужчины), uN (до N лет: u8, u10 ... u20) или sN (ветераны: s50, s65)</translation>
    </message>
    <message>
        <source>line 1: no id column (%1 or id)</source>
        <translation>строка 1: нет столбца с номером (%1 или id)</translation>
    </message>
    <message>
        <source>line 1: no name column (name, or surname and first name)</source>
        <translation>строка 1: нет столбца с именем (name или surname и first name)</translation>
    </message>
    <message>
        <source>the id is empty</source>
        <translation>номер не указан</translation>
    </message>
    <message>
        <source>birth year: &apos;%1&apos; is not a year</source>
        <translation>год рождения: «%1» — не год</translation>
    </message>
    <message>
        <source>%1: control character %2 at character %3 (names and other text are one line of printable characters)</source>
        <translation>%1: управляющий символ %2 в позиции %3 (имена и другой текст — одна строка печатных символов)</translation>
    </message>
    <message>
        <source>%1: invisible formatting character %2 at character %3 (a direction override or zero-width character can show a name reversed or hide a duplicate; type the text again without it)</source>
        <translation>%1: невидимый символ форматирования %2 в позиции %3 (смена направления текста или символ нулевой ширины может показать имя задом наперёд или скрыть повторную регистрацию; наберите текст заново без него)</translation>
    </message>
    <message>
        <source>TRF: player %1: %2</source>
        <translation>TRF: участник %1: %2</translation>
    </message>
    <message>
        <source>line %1: the file looks like %2 text without a byte order mark, but has a malformed or cut-off character; save it again as &quot;CSV UTF-8&quot; or &quot;Unicode text&quot;</source>
        <translation>строка %1: файл похож на текст в кодировке %2 без метки порядка байтов, но в нём повреждённый или обрезанный символ; сохраните его заново как «CSV UTF-8» или «Текст в Юникоде»</translation>
    </message>
    <message>
        <source>encoding: &apos;%1&apos; is not one of %2</source>
        <translation>кодировка: «%1» — не одна из: %2</translation>
    </message>
    <message>
        <source>line %1: not %2 text</source>
        <translation>строка %1: это не текст в кодировке %2</translation>
    </message>
    <message>
        <source>Windows-1251</source>
        <translation>кодовая страница 1251</translation>
    </message>
    <message>
        <source>line %1: not UTF-8 text, nor Russian in Windows-1251, KOI8-R or IBM866; save the file as &quot;CSV UTF-8&quot; and import it again</source>
        <translation>строка %1: это не текст в UTF-8 и не русский текст в кодовой странице 1251, KOI8-R или IBM866; сохраните файл как «CSV UTF-8» и загрузите снова</translation>
    </message>
    <message>
        <source>the file is read as %1 text</source>
        <translation>файл прочитан как текст в кодировке «%1»</translation>
    </message>
    <message>
        <source>the file reads as %1 text as well: &apos;%2&apos; (as %3: &apos;%4&apos;); choose the encoding whose names are right</source>
        <translation>файл читается и в кодировке «%1»: «%2» (в кодировке «%3»: «%4»); выберите ту, в которой фамилии правильные</translation>
    </message>
    <message>
        <source>birth_date: &apos;%1&apos; is not a date (dd.mm.yyyy or yyyy-mm-dd)</source>
        <translation>дата рождения: «%1» — не дата (ДД.ММ.ГГГГ или ГГГГ-ММ-ДД)</translation>
    </message>
    <message>
        <source>birth_date: &apos;%1&apos; is not in the birth year %2</source>
        <translation>дата рождения: «%1» не в году рождения %2</translation>
    </message>
    <message>
        <source>the birth date</source>
        <translation>дата рождения</translation>
    </message>
    <message>
        <source>column %1: &apos;%2&apos; is no column of the header or no player field</source>
        <translation>столбец %1: «%2» — нет такого столбца в заголовке или такого поля участника</translation>
    </message>
    <message>
        <source>line %1: will be added as player %2: %3</source>
        <translation>строка %1: будет добавлен участник %2: %3</translation>
    </message>
    <message>
        <source>%1 is in round %2, which is published: a player who took part is withdrawn, not deleted (player withdraw %3)</source>
        <translation>%1 играет в опубликованном %2-м туре: участник, сыгравший в турнире, не удаляется, а выбывает (участник %3 — в форме «Выбытие и возвращение»)</translation>
    </message>
    <message>
        <source>%1 is paired in the draft of round %2: undo the draft first</source>
        <translation>%1 есть в черновике жеребьёвки %2-го тура: сначала отмените черновик</translation>
    </message>
    <message>
        <source>%1 is in team %2&apos;s board order; take him out of it first</source>
        <translation>%1 есть в порядке досок команды %2; сначала уберите его оттуда</translation>
    </message>
    <message>
        <source>%1 cannot be deleted: the start numbers after his are fixed since round 1 was paired; withdraw him instead (player withdraw %2)</source>
        <translation>%1 нельзя удалить: стартовые номера после него закреплены жеребьёвкой первого тура; вместо этого отметьте выбытие участника %2</translation>
    </message>
    <message>
        <source>deleted player %1: %2</source>
        <translation>удалён участник %1: %2</translation>
    </message>
    <message>
        <source>start number %1 becomes %2 (the numbers follow the players)</source>
        <translation>стартовый номер %1 становится номером %2 (номера переходят вместе с участниками)</translation>
    </message>
    <message>
        <source>start numbers %1-%2 move up by one (the numbers follow the players)</source>
        <translation>стартовые номера %1–%2 сдвигаются на один вверх (номера переходят вместе с участниками)</translation>
    </message>
    <message>
        <source>a %1 does not give start numbers in the initial order (C.04.2 B)</source>
        <translation>в турнире по системе «%1» стартовые номера не присваиваются в исходном порядке (C.04.2 B)</translation>
    </message>
    <message>
        <source>the start numbers were fixed when round 1 was paired</source>
        <translation>стартовые номера закреплены жеребьёвкой первого тура</translation>
    </message>
    <message>
        <source>the start numbers already follow the initial order (C.04.2 B)</source>
        <translation>стартовые номера уже идут в исходном порядке (C.04.2 B)</translation>
    </message>
    <message>
        <source>rating: %1 is outside 0..%2</source>
        <translation>рейтинг: %1 — вне диапазона 0..%2</translation>
    </message>
    <message>
        <source>the header has no section column (&apos;section&apos;, &apos;секция&apos; or &apos;турнир&apos;): each line names its section (%1)</source>
        <translation>в заголовке нет столбца турнира (&apos;section&apos;, &apos;секция&apos; или &apos;турнир&apos;): каждая строка называет свой турнир (%1)</translation>
    </message>
    <message>
        <source>section: is empty (%1)</source>
        <translation>турнир: не указан (%1)</translation>
    </message>
    <message>
        <source>section: &apos;%1&apos; is no section of the festival (%2)</source>
        <translation>турнир: &apos;%1&apos; — не турнир фестиваля (%2)</translation>
    </message>
    <message>
        <source>FMJD id %1</source>
        <translation>номер ФМЖД %1</translation>
    </message>
    <message>
        <source>national id %1</source>
        <translation>национальный номер %1</translation>
    </message>
    <message>
        <source>name and birth year %1</source>
        <translation>имя и год рождения %1</translation>
    </message>
    <message>
        <source>name, no birth year given</source>
        <translation>имя, год рождения не указан</translation>
    </message>
</context>
<context>
    <name>Prizes</name>
    <message>
        <source>category: %1</source>
        <translation>категория: %1</translation>
    </message>
    <message>
        <source>prize: give one category (--women, --under, --rating, --club-top ...)</source>
        <translation>приз: укажите одну категорию (--women, --under, --rating, --club-top ...)</translation>
    </message>
    <message>
        <source>not awarded: the event has no first day, and an age category is counted from its year</source>
        <translation>не присуждён: у турнира не указан первый день, а возрастная категория считается по его году</translation>
    </message>
    <message>
        <source>rank %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <source>one prize per player: %1 above took a larger prize</source>
        <translation>один приз на участника: %1 выше получили больший приз</translation>
    </message>
    <message>
        <source>tied on a score of %1: the tie-breaks decide</source>
        <translation>равенство очков (%1): решают дополнительные показатели</translation>
    </message>
    <message>
        <source>not awarded: everyone who qualifies has a larger prize (one prize per player)</source>
        <translation>не присуждён: все, кто подходит, получили больший приз (один приз на участника)</translation>
    </message>
    <message>
        <source>not awarded: only withdrawn players qualify, and the event leaves them out</source>
        <translation>не присуждён: подходят только выбывшие, а турнир их к призам не допускает</translation>
    </message>
    <message>
        <source>not awarded: nobody qualifies</source>
        <translation>не присуждён: подходящих участников нет</translation>
    </message>
    <message>
        <source>a score of %1, the sum of its best %2 players</source>
        <translation>%1 очк. — сумма очков %2 лучших участников клуба</translation>
    </message>
    <message>
        <source>not awarded: no club has %1 players</source>
        <translation>не присуждён: ни в одном клубе нет %1 участников</translation>
    </message>
    <message>
        <source>not awarded: every club that qualifies has a larger prize (one prize per club)</source>
        <translation>не присуждён: все подходящие клубы получили больший приз (один приз на клуб)</translation>
    </message>
    <message>
        <source>Hort system: %1 kept of this place&apos;s money by the tie-breaks, %2 an equal share of the pot of %3 of the %4 players tied on a score of %5</source>
        <translation>система Хорта: %1 — половина денег этого места по дополнительным показателям, %2 — равная доля общего фонда %3 на %4 участников с равными очками (%5)</translation>
    </message>
    <message>
        <source>shared equally: %1 of the places&apos; %2 for each of the %3 players tied on a score of %4</source>
        <translation>поровну: по %1 из %2 за эти места каждому из %3 участников с равными очками (%4)</translation>
    </message>
    <message>
        <source>shared: &apos;%1&apos; is not a way of sharing prizes: tiebreaks, hort or equal</source>
        <translation>shared: «%1» — не способ деления призов: tiebreaks (по дополнительным показателям), hort (система Хорта) или equal (поровну)</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is negative; a prize is 0 or more</source>
        <translation>%1: «%2» — отрицательная сумма; приз — 0 или больше</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not an amount: a number with at most two decimals, like 500 or 12.50</source>
        <translation>%1: «%2» — не сумма: число не более чем с двумя знаками после запятой, например 500 или 12.50</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is more than any prize fund</source>
        <translation>%1: «%2» — больше любого призового фонда</translation>
    </message>
    <message>
        <source>rating: &apos;%1&apos; is not a rating band: MAX (up to MAX), MIN-MAX or MIN- (from MIN), like 1600 or 1601-1800</source>
        <translation>rating: «%1» — не рейтинговая группа: MAX (до MAX), MIN-MAX или MIN- (от MIN), например 1600 или 1601-1800</translation>
    </message>
    <message>
        <source>currency: &apos;%1&apos; is not a currency: at most 16 characters, like EUR or RUB</source>
        <translation>валюта: «%1» — не валюта: не более 16 символов, например EUR или RUB</translation>
    </message>
    <message>
        <source>amount: %1 is negative; a prize is 0 or more</source>
        <translation>сумма: %1 — отрицательная; приз — 0 или больше</translation>
    </message>
    <message>
        <source>amount: more than any prize fund</source>
        <translation>сумма: больше любого призового фонда</translation>
    </message>
    <message>
        <source>amount: a prize needs an amount or a name (a cup, a trophy)</source>
        <translation>сумма: у приза должна быть сумма или название (кубок, трофей)</translation>
    </message>
    <message>
        <source>name: at most 200 characters, no control characters</source>
        <translation>название: не более 200 символов, без управляющих символов</translation>
    </message>
    <message>
        <source>place: %1 is not a place from 1 to 1000</source>
        <translation>место: %1 — не место от 1 до 1000</translation>
    </message>
    <message>
        <source>category: none given</source>
        <translation>категория: не указана</translation>
    </message>
    <message>
        <source>rating: a band needs a lowest or a highest rating</source>
        <translation>рейтинг: у группы должна быть нижняя или верхняя граница</translation>
    </message>
    <message>
        <source>rating: the band %1-%2 is reversed; the lower rating comes first</source>
        <translation>рейтинг: в группе %1-%2 границы переставлены; сначала меньший рейтинг</translation>
    </message>
    <message>
        <source>club: the best %1 players is not a number from 1 to 100</source>
        <translation>клуб: число лучших участников %1 — не число от 1 до 100</translation>
    </message>
    <message>
        <source>place: prize %1 is already that place (%2)</source>
        <translation>место: приз %1 уже назначен за это место (%2)</translation>
    </message>
    <message>
        <source>by tie-breaks</source>
        <translation>по дополнительным показателям</translation>
    </message>
    <message>
        <source>Hort system</source>
        <translation>система Хорта</translation>
    </message>
    <message>
        <source>shared equally</source>
        <translation>поровну</translation>
    </message>
    <message>
        <source>prize %1 added: %2</source>
        <translation>приз %1 добавлен: %2</translation>
    </message>
    <message>
        <source>prize: the event has no prizes</source>
        <translation>приз: у турнира нет призов</translation>
    </message>
    <message>
        <source>prize: no prize number %1 (the list has 1 to %2)</source>
        <translation>приз: нет приза с номером %1 (в списке с 1 по %2)</translation>
    </message>
    <message>
        <source>prize %1 removed</source>
        <translation>приз %1 удалён</translation>
    </message>
    <message>
        <source>shared prizes</source>
        <translation>деление призов</translation>
    </message>
    <message>
        <source>unrated players in rating bands</source>
        <translation>игроки без рейтинга в рейтинговых группах</translation>
    </message>
    <message>
        <source>withdrawn players eligible</source>
        <translation>выбывшие получают призы</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>валюта</translation>
    </message>
    <message>
        <source>prize settings: nothing to change</source>
        <translation>правила призов: менять нечего</translation>
    </message>
    <message>
        <source>prize settings changed: %1</source>
        <translation>правила призов изменены: %1</translation>
    </message>
    <message>
        <source>prize settings changed:</source>
        <translation>правила призов изменены:</translation>
    </message>
    <message>
        <source>name</source>
        <translation>название</translation>
    </message>
    <message>
        <source>club: &apos;%1&apos; is not a number of players from 1 to 100</source>
        <translation>клуб: «%1» — не число участников от 1 до 100</translation>
    </message>
    <message>
        <source>place: give the place of a place prize, or a category</source>
        <translation>место: укажите место для приза за место или категорию</translation>
    </message>
    <message>
        <source>place: &apos;%1&apos; is not a place from 1 to 1000</source>
        <translation>место: «%1» — не место от 1 до 1000</translation>
    </message>
    <message>
        <source>women</source>
        <translation>женщины</translation>
    </message>
    <message>
        <source>men</source>
        <translation>мужчины</translation>
    </message>
    <message>
        <source>under %1</source>
        <translation>возраст до %1</translation>
    </message>
    <message>
        <source>%1 and older</source>
        <translation>возраст %1 и старше</translation>
    </message>
    <message>
        <source>rating up to %1</source>
        <translation>рейтинг до %1</translation>
    </message>
    <message>
        <source>rating from %1</source>
        <translation>рейтинг от %1</translation>
    </message>
    <message>
        <source>rating %1-%2</source>
        <translation>рейтинг %1–%2</translation>
    </message>
    <message>
        <source>unrated</source>
        <translation>без рейтинга</translation>
    </message>
    <message>
        <source>club, its best %1</source>
        <translation>клуб, лучшие %1</translation>
    </message>
    <message>
        <source>team member</source>
        <translation>член команды</translation>
    </message>
    <message>
        <source>place %1</source>
        <translation>%1-е место</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1:%2</source>
        <translation>%1:%2</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>%1.Rd</source>
        <translation>%1 тур</translation>
    </message>
    <message>
        <source>Rk</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>SNo</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Участник</translation>
    </message>
    <message>
        <source>Rtg</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <source>FED</source>
        <translation>Фед.</translation>
    </message>
    <message>
        <source>%1 - crosstable after round %2</source>
        <translation>%1 — кросс-таблица после тура %2</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Columns: start numbers (SNo). Cells: points scored against the column&apos;s player (+/- forfeit); * the player himself.</source>
        <translation>Столбцы — стартовые номера (№). В клетках — очки, набранные против участника столбца (+/- — неявка); * — сам участник.</translation>
    </message>
    <message>
        <source> Cells: opponent&apos;s start number (SNo) and the points of the match; + / - forfeit; PAB a pass.</source>
        <translation> В клетках — стартовый номер соперника (№) и очки матча; + / - — неявка; пр — проход без игры (PAB).</translation>
    </message>
    <message>
        <source>Cells: opponent&apos;s start number (SNo), colour (w/b), the variant&apos;s points own:opponent&apos;s; + / - forfeit; PAB/HPB/FPB/ZPB byes; - not paired.</source>
        <translation>В клетках — стартовый номер соперника (№), цвет (б — белые, ч — чёрные), очки варианта свои:соперника; + / - — неявка; пр — пропуск тура по жеребьёвке (PAB), пз — пропуск тура по заявке (HPB, FPB, ZPB); - — без пары.</translation>
    </message>
    <message>
        <source>Cells: opponent&apos;s start number (SNo), colour (w/b), points; + / - forfeit; PAB/HPB/FPB/ZPB byes; - not paired.</source>
        <translation>В клетках — стартовый номер соперника (№), цвет (б — белые, ч — чёрные), очки; + / - — неявка; пр — пропуск тура по жеребьёвке (PAB), пз — пропуск тура по заявке (HPB, FPB, ZPB); - — без пары.</translation>
    </message>
    <message>
        <source> (DRAFT)</source>
        <translation> (ЧЕРНОВИК)</translation>
    </message>
    <message>
        <source>%1 - round %2 pairings</source>
        <translation>%1 — тур %2: пары</translation>
    </message>
    <message>
        <source>Bo</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Board %1 opening: %2</source>
        <translation>Доска %1, дебют: %2</translation>
    </message>
    <message>
        <source>Board %1: the match for third place</source>
        <translation>Доска %1: матч за третье место</translation>
    </message>
    <message>
        <source>%1 - round %2 pairings by name</source>
        <translation>%1 — тур %2: пары по алфавиту</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белые</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <source>Start number %1</source>
        <translation>Стартовый номер %1</translation>
    </message>
    <message>
        <source>, rating %1</source>
        <translation>, рейтинг %1</translation>
    </message>
    <message>
        <source>, title %1</source>
        <translation>, звание %1</translation>
    </message>
    <message>
        <source>, born %1</source>
        <translation>, год рождения %1</translation>
    </message>
    <message>
        <source>, FMJD id %1</source>
        <translation>, FMJD ID %1</translation>
    </message>
    <message>
        <source>Late entry from round %1</source>
        <translation>Вступил в турнир с тура %1</translation>
    </message>
    <message>
        <source>Withdrew after round %1</source>
        <translation>Выбыл после тура %1</translation>
    </message>
    <message>
        <source>Rank %1 with %2 point after round %3</source>
        <translation>Место %1, очков: %2 после тура %3</translation>
    </message>
    <message>
        <source>Rank %1 with %2 points after round %3</source>
        <translation>Место %1, очков: %2 после тура %3</translation>
    </message>
    <message>
        <source>Rd</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки за партию</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Own points</source>
        <translation>Свои очки</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>поражение</translation>
    </message>
    <message>
        <source>won by forfeit</source>
        <translation>победа (неявка соперника)</translation>
    </message>
    <message>
        <source>lost by forfeit</source>
        <translation>поражение (неявка)</translation>
    </message>
    <message>
        <source>pending</source>
        <translation>не сыграна</translation>
    </message>
    <message>
        <source>not paired</source>
        <translation>без пары</translation>
    </message>
    <message>
        <source>%1 - round %2, board %3</source>
        <translation>%1 — тур %2, доска %3</translation>
    </message>
    <message>
        <source> game %1</source>
        <translation>, партия %1</translation>
    </message>
    <message>
        <source>Opening: %1</source>
        <translation>Дебют: %1</translation>
    </message>
    <message>
        <source>Result (circle)</source>
        <translation>Результат (обвести)</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <source>Game points (white:black): ______ : ______</source>
        <translation>Очки за партию (белые:чёрные): ______ : ______</translation>
    </message>
    <message>
        <source>Arbiter: ____________________</source>
        <translation>Судья: ____________________</translation>
    </message>
    <message>
        <source>%1 - check-in for round %2</source>
        <translation>%1 — регистрация на тур %2</translation>
    </message>
    <message>
        <source>Club</source>
        <translation>Клуб</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Явка</translation>
    </message>
    <message>
        <source>Not expected: %1 (%2), %3</source>
        <translation>Не ожидается: %1 (%2), %3</translation>
    </message>
    <message>
        <source>enters in round %1</source>
        <translation>вступает в турнир с тура %1</translation>
    </message>
    <message>
        <source>withdrawn</source>
        <translation>выбыл</translation>
    </message>
    <message>
        <source>%1 requested</source>
        <translation>заявлен %1</translation>
    </message>
    <message>
        <source>Present ✓: checked in on the web (damka serve), %1 of %2</source>
        <translation>Явка ✓: отметились на сайте турнира (damka serve), %1 из %2</translation>
    </message>
    <message>
        <source>%1 - wall chart</source>
        <translation>%1 — настенная таблица</translation>
    </message>
    <message>
        <source>Cells: opponent&apos;s start number, colour (w/b), points; + / - forfeit; PAB, HPB, FPB, ZPB byes.</source>
        <translation>В клетках — стартовый номер соперника, цвет (б — белые, ч — чёрные), очки; + / - — неявка; пр — пропуск тура по жеребьёвке (PAB), пз — пропуск тура по заявке (HPB, FPB, ZPB).</translation>
    </message>
    <message>
        <source>Tie-breaks: %1%2</source>
        <translation>Дополнительные показатели: %1%2</translation>
    </message>
    <message>
        <source>%1: %2 - %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3 - %4</source>
        <translation>%1 (%2): %3 — %4</translation>
    </message>
    <message>
        <source>Chief arbiter: %1</source>
        <translation>Главный судья: %1</translation>
    </message>
    <message>
        <source>Variant: %1; system: %2, %3; scoring %4</source>
        <translation>Вариант: %1; система: %2, %3; начисление очков: %4</translation>
    </message>
    <message numerus="yes">
        <source>%n rounds</source>
        <translation>
            <numerusform>%n тур</numerusform>
            <numerusform>%n тура</numerusform>
            <numerusform>%n туров</numerusform>
        </translation>
    </message>
    <message>
        <source>variant%1</source>
        <comment>the variant&apos;s own points; %1 its scale &apos;:24-12-0&apos; or empty</comment>
        <translation>по очкам варианта%1</translation>
    </message>
    <message>
        <source>; time control %1</source>
        <translation>; контроль времени: %1</translation>
    </message>
    <message>
        <source>Round %1 is paired (draft) and not counted here.</source>
        <translation>Тур %1 составлен (черновик) и здесь не учтён.</translation>
    </message>
    <message>
        <source>Round %1 has all its results and is not counted here.</source>
        <translation>Тур %1 сыгран полностью, но здесь не учтён.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 is not finished (%2 of %n boards without a result): these are the standings after round %3.</source>
        <translation>
            <numerusform>Тур %1 не закончен (без результата %2 из %n доски): здесь положение после тура %3.</numerusform>
            <numerusform>Тур %1 не закончен (без результата %2 из %n досок): здесь положение после тура %3.</numerusform>
            <numerusform>Тур %1 не закончен (без результата %2 из %n досок): здесь положение после тура %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - standings after round %2</source>
        <translation>%1 — турнирная таблица после тура %2</translation>
    </message>
    <message>
        <source>Checked in Rd %1</source>
        <translation>Явка на тур %1</translation>
    </message>
    <message>
        <source>%1 - start list</source>
        <translation>%1 — стартовый список</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Звание</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <source>from round %1</source>
        <translation>с тура %1</translation>
    </message>
    <message>
        <source>withdrawn after round %1</source>
        <translation>выбыл после тура %1</translation>
    </message>
    <message>
        <source>%1 - team standings after round %2</source>
        <translation>%1 — командный зачёт после тура %2</translation>
    </message>
    <message>
        <source>No</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Матчи</translation>
    </message>
    <message>
        <source>%1  match points (%2 for a won, drawn, lost match; FIDE C.07 5.1: the primary score of a team event)</source>
        <translation>%1  командные очки (%2 за выигранный, ничейный, проигранный матч; ФИДЕ C.07 5.1: основной показатель командного турнира)</translation>
    </message>
    <message>
        <source>%1  game points: the points of the team&apos;s boards (%2)</source>
        <translation>%1  игровые очки: очки, набранные на досках команды (%2)</translation>
    </message>
    <message>
        <source>, then %1</source>
        <translation>, затем %1</translation>
    </message>
    <message>
        <source>ranked by MP%1; teams tied on all of them share the place</source>
        <translation>места по КО%1; команды, равные по всем показателям, делят место</translation>
    </message>
    <message>
        <source>ranked by GP (a Scheveningen match is won on game points)%1; teams tied on all of them share the place</source>
        <translation>места по ИО (шевенингенский матч выигрывается по игровым очкам)%1; команды, равные по всем показателям, делят место</translation>
    </message>
    <message>
        <source>ranked by GP (a match of two teams is won on game points)%1; teams tied on all of them share the place</source>
        <translation>места по ИО (матч двух команд выигрывается по игровым очкам)%1; команды, равные по всем показателям, делят место</translation>
    </message>
    <message>
        <source>%1 - team crosstable after round %2</source>
        <translation>%1 — командная кросс-таблица после тура %2</translation>
    </message>
    <message>
        <source>a cell: the row team&apos;s game points in its match against the column team (columns by team number, in the order of the standings)</source>
        <translation>в клетке — игровые очки команды строки в матче с командой столбца (столбцы — номера команд в порядке мест)</translation>
    </message>
    <message>
        <source>%1 - board %2 after round %3</source>
        <translation>%1 — доска %2 после тура %3</translation>
    </message>
    <message>
        <source>%1 - players after round %2</source>
        <translation>%1 — участники после тура %2</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграно</translation>
    </message>
    <message numerus="yes">
        <source>ranked by TPR, then points, from %n games on the board (forfeits count as games, not in ARO and TPR); unranked: fewer games</source>
        <translation>
            <numerusform>места по перфомансу, затем по очкам, от %n партии на доске (неявки считаются партиями, но не входят в СРС и перфоманс); без места — меньше партий</numerusform>
            <numerusform>места по перфомансу, затем по очкам, от %n партий на доске (неявки считаются партиями, но не входят в СРС и перфоманс); без места — меньше партий</numerusform>
            <numerusform>места по перфомансу, затем по очкам, от %n партий на доске (неявки считаются партиями, но не входят в СРС и перфоманс); без места — меньше партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>ranked by TPR, then points, from %n games (forfeits count as games, not in ARO and TPR); unranked: fewer games</source>
        <translation>
            <numerusform>места по перфомансу, затем по очкам, от %n партии (неявки считаются партиями, но не входят в СРС и перфоманс); без места — меньше партий</numerusform>
            <numerusform>места по перфомансу, затем по очкам, от %n партий (неявки считаются партиями, но не входят в СРС и перфоманс); без места — меньше партий</numerusform>
            <numerusform>места по перфомансу, затем по очкам, от %n партий (неявки считаются партиями, но не входят в СРС и перфоманс); без места — меньше партий</numerusform>
        </translation>
    </message>
    <message>
        <source>ARO, TPR: FIDE C.07 10.1 and 10.2 over the games played against rated opponents</source>
        <translation>СРС, Перф: ФИДЕ C.07 10.1 и 10.2 по партиям, сыгранным с соперниками, имеющими рейтинг</translation>
    </message>
    <message>
        <source>%1 (wd %2)</source>
        <comment>a withdrawn player&apos;s name; %2 the round after which he withdrew, 0 before round 1</comment>
        <translation>%1 (выб. %2)</translation>
    </message>
    <message>
        <source>(wd N): withdrew from the event after round N (0: before round 1) and is not paired in later rounds.</source>
        <translation>«выб.» и номер тура после имени: участник выбыл из турнира после этого тура (0 — до первого тура) и в следующих турах без пары.</translation>
    </message>
    <message>
        <source>Women</source>
        <comment>a prize category</comment>
        <translation>женщины</translation>
    </message>
    <message>
        <source>Men</source>
        <comment>a prize category</comment>
        <translation>мужчины</translation>
    </message>
    <message numerus="yes">
        <source>U%1</source>
        <comment>an age category: under %1 years</comment>
        <translation>
            <numerusform>до %1 года</numerusform>
            <numerusform>до %1 лет</numerusform>
            <numerusform>до %1 лет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>S%1</source>
        <comment>a senior category: %1 years or older</comment>
        <translation>
            <numerusform>%1 год и старше</numerusform>
            <numerusform>%1 года и старше</numerusform>
            <numerusform>%1 лет и старше</numerusform>
        </translation>
    </message>
    <message>
        <source>Women: the players registered as F, ranked among themselves.</source>
        <translation>Женщины: участницы, при регистрации которых указан женский пол; места только среди них.</translation>
    </message>
    <message>
        <source>Men: the players registered as M, ranked among themselves.</source>
        <translation>Мужчины: участники, при регистрации которых указан мужской пол; места только среди них.</translation>
    </message>
    <message numerus="yes">
        <source>U%n: under %n on 1 January %1 (born %2 or later; FIDE/FMJD age categories), ranked among themselves.</source>
        <translation>
            <numerusform>До %n года: моложе %n года на 1 января %1 г. (родившиеся в %2 г. и позже; возрастные категории ФИДЕ/FMJD), места только среди них.</numerusform>
            <numerusform>До %n лет: моложе %n лет на 1 января %1 г. (родившиеся в %2 г. и позже; возрастные категории ФИДЕ/FMJD), места только среди них.</numerusform>
            <numerusform>До %n лет: моложе %n лет на 1 января %1 г. (родившиеся в %2 г. и позже; возрастные категории ФИДЕ/FMJD), места только среди них.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>S%n: %n or older by 31 December %1 (born %2 or earlier), ranked among themselves.</source>
        <translation>
            <numerusform>%n год и старше: не моложе %n года на 31 декабря %1 г. (родившиеся в %2 г. и раньше), места только среди них.</numerusform>
            <numerusform>%n года и старше: не моложе %n лет на 31 декабря %1 г. (родившиеся в %2 г. и раньше), места только среди них.</numerusform>
            <numerusform>%n лет и старше: не моложе %n лет на 31 декабря %1 г. (родившиеся в %2 г. и раньше), места только среди них.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 - standings after round %2 - %3</source>
        <translation>%1 — турнирная таблица после тура %2 — %3</translation>
    </message>
    <message>
        <source>All</source>
        <comment>the overall rank beside a category&apos;s</comment>
        <translation>Общ.</translation>
    </message>
    <message>
        <source>All: the rank in the whole standings.</source>
        <translation>Общ.: место в общей турнирной таблице.</translation>
    </message>
    <message>
        <source>Not in this list, their sex not being registered: %1.</source>
        <translation>Не включены в этот список, так как не указан пол: %1.</translation>
    </message>
    <message>
        <source>Not in this list, their birth year not being registered: %1.</source>
        <translation>Не включены в этот список, так как не указан год рождения: %1.</translation>
    </message>
    <message>
        <source>The list below applies as changed on %1, after round %2 was paired; before it was: %3</source>
        <translation>Порядок показателей изменён %1, после жеребьёвки %2-го тура; прежний: %3</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>%1 - rating changes</source>
        <translation>%1 — изменения рейтинга</translation>
    </message>
    <message>
        <source>dR = K * (W - We), K = %1; We = sum of 1 / (1 + 10^((Ropp - Ro) / 400)) over the games played against rated opponents (forfeits, byes and unrated opponents do not count).</source>
        <translation>dR = K * (W - We), K = %1; We — сумма 1 / (1 + 10^((Ropp - Ro) / 400)) по партиям, сыгранным с рейтингованными соперниками (неявки, свободные туры и соперники без рейтинга не учитываются).</translation>
    </message>
    <message>
        <source>FMJD rating regulations, Annex 9 (revision after the 2009 General Assembly): development factor, art. 3.2.3. The expected-result article could not be consulted; Elo&apos;s logistic curve is used. Not an official FMJD calculation.</source>
        <translation>Рейтинговое положение ФМЖД, приложение 9 (редакция после Генеральной ассамблеи 2009 г.): коэффициент развития, ст. 3.2.3. Статью об ожидаемом результате свериться не удалось; использована логистическая кривая Эло. Это не официальный расчёт ФМЖД.</translation>
    </message>
    <message>
        <source>w</source>
        <comment>White&apos;s colour in a crosstable cell</comment>
        <translation>б</translation>
    </message>
    <message>
        <source>b</source>
        <comment>Black&apos;s colour in a crosstable cell</comment>
        <translation>ч</translation>
    </message>
    <message>
        <source>Round %1, board %2: the game record does not replay: %3</source>
        <translation>Тур %1, доска %2: запись партии не воспроизводится: %3</translation>
    </message>
    <message>
        <source>Round %1: final position</source>
        <translation>Тур %1: заключительная позиция</translation>
    </message>
    <message>
        <source>Round %1, board %2: %3, %4; final position, plies played: %5</source>
        <translation>Тур %1, доска %2: %3, %4; заключительная позиция, сыграно полуходов: %5</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Tie-breaks in order: %1</source>
        <translation>Дополнительные показатели по порядку: %1</translation>
    </message>
    <message>
        <source>rating up to %1</source>
        <translation>рейтинг до %1</translation>
    </message>
    <message>
        <source>rating from %1</source>
        <translation>рейтинг от %1</translation>
    </message>
    <message>
        <source>rating %1-%2</source>
        <translation>рейтинг %1–%2</translation>
    </message>
    <message>
        <source>best woman</source>
        <comment>a prize</comment>
        <translation>лучшая женщина</translation>
    </message>
    <message>
        <source>best man</source>
        <comment>a prize</comment>
        <translation>лучший мужчина</translation>
    </message>
    <message numerus="yes">
        <source>best under %n</source>
        <comment>a prize: the best player under %n years</comment>
        <translation>
            <numerusform>лучший до %n года</numerusform>
            <numerusform>лучший до %n лет</numerusform>
            <numerusform>лучший до %n лет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best aged %n or older</source>
        <comment>a prize</comment>
        <translation>
            <numerusform>лучший в возрасте %n года и старше</numerusform>
            <numerusform>лучший в возрасте %n лет и старше</numerusform>
            <numerusform>лучший в возрасте %n лет и старше</numerusform>
        </translation>
    </message>
    <message>
        <source>best with %1</source>
        <comment>a prize</comment>
        <translation>лучший: %1</translation>
    </message>
    <message>
        <source>best unrated player</source>
        <comment>a prize</comment>
        <translation>лучший игрок без рейтинга</translation>
    </message>
    <message>
        <source>best club (its best %1)</source>
        <comment>a prize</comment>
        <translation>лучший клуб (по %1 лучшим)</translation>
    </message>
    <message>
        <source>best team member</source>
        <comment>a prize</comment>
        <translation>лучший член команды</translation>
    </message>
    <message>
        <source>women</source>
        <comment>a prize&apos;s category</comment>
        <translation>женщины</translation>
    </message>
    <message>
        <source>men</source>
        <comment>a prize&apos;s category</comment>
        <translation>мужчины</translation>
    </message>
    <message numerus="yes">
        <source>under %n</source>
        <comment>a prize&apos;s category: under %n years</comment>
        <translation>
            <numerusform>до %n года</numerusform>
            <numerusform>до %n лет</numerusform>
            <numerusform>до %n лет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>aged %n or older</source>
        <comment>a prize&apos;s category</comment>
        <translation>
            <numerusform>%n года и старше</numerusform>
            <numerusform>%n лет и старше</numerusform>
            <numerusform>%n лет и старше</numerusform>
        </translation>
    </message>
    <message>
        <source>unrated players</source>
        <comment>a prize&apos;s category</comment>
        <translation>игроки без рейтинга</translation>
    </message>
    <message>
        <source>clubs (their best %1)</source>
        <comment>a prize&apos;s category</comment>
        <translation>клубы (по %1 лучшим)</translation>
    </message>
    <message>
        <source>team members</source>
        <comment>a prize&apos;s category</comment>
        <translation>члены команд</translation>
    </message>
    <message>
        <source>%1 place</source>
        <comment>a place prize: %1 is 1st, 2nd ...</comment>
        <translation>%1 место</translation>
    </message>
    <message>
        <source>%1, %2 place</source>
        <comment>a category&apos;s place prize: women, 2nd place</comment>
        <translation>%1, %2 место</translation>
    </message>
    <message>
        <source>%1 - %2</source>
        <comment>a prize and its name: 1st place - cup</comment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>not shared, the tie-breaks decide</source>
        <comment>tied players&apos; place money</comment>
        <translation>не делятся, решают дополнительные показатели</translation>
    </message>
    <message>
        <source>by the Hort system (half by the tie-breaks, half shared equally)</source>
        <comment>tied players&apos; place money</comment>
        <translation>по системе Хорта (половина по дополнительным показателям, половина поровну)</translation>
    </message>
    <message>
        <source>shared equally</source>
        <comment>tied players&apos; place money</comment>
        <translation>делятся поровну</translation>
    </message>
    <message>
        <source>Prizes: one per player, the larger first (equal amounts: the one listed first); place money of players tied on points: %1; unrated players %2 rating-band prizes; withdrawn players %3.</source>
        <translation>Призы: один на участника, сначала больший (при равных суммах — указанный в списке первым); деньги за места при равенстве очков: %1; игроки без рейтинга %2 призы рейтинговых групп; выбывшие %3.</translation>
    </message>
    <message>
        <source>may win</source>
        <comment>unrated players ... rating-band prizes</comment>
        <translation>могут получать</translation>
    </message>
    <message>
        <source>may not win</source>
        <comment>unrated players ... rating-band prizes</comment>
        <translation>не получают</translation>
    </message>
    <message>
        <source>may win prizes</source>
        <comment>withdrawn players ...</comment>
        <translation>могут получать призы</translation>
    </message>
    <message>
        <source>win no prize</source>
        <comment>withdrawn players ...</comment>
        <translation>призов не получают</translation>
    </message>
    <message>
        <source>%1 - prizes after round %2</source>
        <translation>%1 — призы после тура %2</translation>
    </message>
    <message>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Сумма</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <source>share of the tied places</source>
        <comment>Hort or equal sharing</comment>
        <translation>доля делёжа мест</translation>
    </message>
    <message>
        <source>Awarded in all: %1.</source>
        <translation>Всего присуждено: %1.</translation>
    </message>
    <message>
        <source>%1 - prize list</source>
        <translation>%1 — список призов</translation>
    </message>
    <message>
        <source>No prizes entered.</source>
        <translation>Призы не заданы.</translation>
    </message>
</context>
<context>
    <name>Result</name>
    <message>
        <source>+-</source>
        <comment>White wins by forfeit</comment>
        <translation>+/−</translation>
    </message>
    <message>
        <source>-+</source>
        <comment>Black wins by forfeit</comment>
        <translation>−/+</translation>
    </message>
    <message>
        <source>--</source>
        <comment>both lose by forfeit</comment>
        <translation>−/−</translation>
    </message>
    <message>
        <source>1/2</source>
        <comment>a draw</comment>
        <translation>½-½</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <source>draw %1:%2</source>
        <translation>ничья %1:%2</translation>
    </message>
    <message>
        <source>%1 wins %2:%3</source>
        <translation>победа: %1, %2:%3</translation>
    </message>
    <message>
        <source>%1 (tie-break %2:%3)</source>
        <translation>%1 (тай-брейк %2:%3)</translation>
    </message>
    <message>
        <source>variant %1: %2</source>
        <translation>вариант %1: %2</translation>
    </message>
    <message>
        <source>points: %1 refuses %2:%3: %4</source>
        <translation>очки: %1 не принимает %2:%3: %4</translation>
    </message>
    <message>
        <source>the attached PDN holds %1 games; attach exactly one</source>
        <translation>в приложенном PDN партий: %1; приложите ровно одну</translation>
    </message>
    <message>
        <source>the set-up is refused: %1</source>
        <translation>начальная позиция отклонена: %1</translation>
    </message>
    <message>
        <source>move %1. %2 is illegal: %3</source>
        <translation>ход %1. %2 невозможен: %3</translation>
    </message>
    <message>
        <source>move %1... %2 is illegal: %3</source>
        <translation>ход %1... %2 невозможен: %3</translation>
    </message>
    <message>
        <source>the attached game has no position to replay</source>
        <translation>в приложенной партии нет позиции для воспроизведения</translation>
    </message>
    <message>
        <source>a forfeit (%1) cannot carry a played game record</source>
        <translation>к неявке (%1) нельзя приложить запись сыгранной партии</translation>
    </message>
    <message>
        <source>a forfeit (%1) has no variant points; drop --points/--tiebreak</source>
        <translation>у неявки (%1) нет очков варианта; уберите --points/--tiebreak</translation>
    </message>
    <message>
        <source>the points %1:%2 say draw but the result entered is %3</source>
        <translation>по очкам %1:%2 это ничья, а внесён результат %3</translation>
    </message>
    <message>
        <source>the points %1:%2 say White won but the result entered is %3</source>
        <translation>по очкам %1:%2 выиграли белые, а внесён результат %3</translation>
    </message>
    <message>
        <source>the points %1:%2 say Black won but the result entered is %3</source>
        <translation>по очкам %1:%2 выиграли чёрные, а внесён результат %3</translation>
    </message>
    <message>
        <source>the attached game does not replay: %1</source>
        <translation>приложенная партия не воспроизводится: %1</translation>
    </message>
    <message>
        <source>the result entered (%1) disagrees with the final position: %2</source>
        <translation>внесённый результат (%1) расходится с итоговой позицией: %2</translation>
    </message>
    <message>
        <source>final position</source>
        <translation>итоговая позиция</translation>
    </message>
    <message>
        <source>the game is not over on the board and %1 refuses that result: %2</source>
        <translation>партия на доске не окончена, и %1 не принимает этот результат: %2</translation>
    </message>
    <message>
        <source>agreed draw</source>
        <translation>ничья по соглашению</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>the points entered (%1:%2) disagree with the %3: %4</source>
        <translation>внесённые очки (%1:%2) расходятся с исходом партии (%3): %4</translation>
    </message>
    <message>
        <source>the tie-break points entered (%1:%2) disagree with the %3: %4</source>
        <translation>внесённые очки тай-брейка (%1:%2) расходятся с исходом партии (%3): %4</translation>
    </message>
    <message>
        <source>%1 (%2:%3, tie-break %4:%5)</source>
        <translation>%1 (%2:%3, тай-брейк %4:%5)</translation>
    </message>
    <message>
        <source>board: round %1 has no board %2</source>
        <translation>доска: в %1-м туре нет доски %2</translation>
    </message>
    <message>
        <source>game: round %1 board %2 has %3 games and a game without a result; no tie-break game is due</source>
        <translation>партия: тур %1, доска %2: сыграно партий: %3, и есть партия без результата; дополнительная партия не нужна</translation>
    </message>
    <message>
        <source>game: round %1 board %2 has %3 games and a winner; no tie-break game is due</source>
        <translation>партия: тур %1, доска %2: сыграно партий: %3, и победитель определён; дополнительная партия не нужна</translation>
    </message>
    <message>
        <source>game: the tie-break game of round %1 board %2 is game %3</source>
        <translation>партия: дополнительная партия тура %1 на доске %2 — партия %3</translation>
    </message>
    <message>
        <source>round: %1 is not paired</source>
        <translation>тур: жеребьёвка %1-го тура не проведена</translation>
    </message>
    <message>
        <source>round %1 is a draft: publish it first</source>
        <translation>тур %1 — черновик: сначала опубликуйте его</translation>
    </message>
    <message>
        <source>board: round %1 has no board %2 game %3</source>
        <translation>доска: в %1-м туре нет доски %2, партии %3</translation>
    </message>
    <message>
        <source>result: give 1-0, 0-1, 1/2, +-, -+ or --</source>
        <translation>результат: укажите 1-0, 0-1, 1/2, +-, -+ или --</translation>
    </message>
    <message>
        <source>variant: the event plays %1, not %2</source>
        <translation>вариант: в турнире играют %1, а не %2</translation>
    </message>
    <message>
        <source>pdn: the variant plugin &apos;%1&apos; is not loaded</source>
        <translation>pdn: модуль варианта «%1» не загружен</translation>
    </message>
    <message>
        <source>the variant points %1:%2 entered with %3 were removed; give --points for the new result</source>
        <translation>очки варианта %1:%2, внесённые с результатом %3, удалены; укажите очки (--points) для нового результата</translation>
    </message>
    <message>
        <source>points: the event counts the variant&apos;s own points (scoring %1); give them with --points W:B or attach the game with --pdn</source>
        <translation>очки: в турнире считаются собственные очки варианта (система подсчёта %1); укажите их (--points Б:Ч) или приложите запись партии (--pdn)</translation>
    </message>
    <message>
        <source>standings: %1 rank %2 -&gt; %3, points %4 -&gt; %5</source>
        <translation>турнирная таблица: %1, место %2 -&gt; %3, очки %4 -&gt; %5</translation>
    </message>
    <message>
        <source>round %1 board %2 game %3: %4 - %5  %6</source>
        <translation>тур %1, доска %2, партия %3: %4 - %5  %6</translation>
    </message>
    <message>
        <source>round %1 board %2: %3 - %4  %5</source>
        <translation>тур %1, доска %2: %3 - %4  %5</translation>
    </message>
    <message>
        <source>%1  (unchanged: already entered)</source>
        <translation>%1  (без изменений: уже внесён)</translation>
    </message>
    <message>
        <source>%1  (corrected; was %2)</source>
        <translation>%1  (исправлено; было %2)</translation>
    </message>
    <message>
        <source>give RESULT [POINTS W:B [TIE-BREAK W:B]], e.g. &apos;1-0&apos; or &apos;1-0 17:7&apos;</source>
        <translation>укажите РЕЗУЛЬТАТ [ОЧКИ Б:Ч [ТАЙ-БРЕЙК Б:Ч]], например «1-0» или «1-0 17:7»</translation>
    </message>
    <message>
        <source>points: &apos;%1&apos; is not W:B (whole numbers 0..1000)</source>
        <translation>очки: «%1» — не Б:Ч (целые числа 0..1000)</translation>
    </message>
    <message>
        <source>tie-break: &apos;%1&apos; is not W:B (whole numbers 0..1000)</source>
        <translation>тай-брейк: «%1» — не Б:Ч (целые числа 0..1000)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a board number (5, or 5.2 for game 2)</source>
        <translation>«%1» — не номер доски (5 или 5.2 для 2-й партии)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>строка %1: %2</translation>
    </message>
    <message>
        <source>1-0 or 1:0 (White wins), 0-1 or 0:1 (Black wins), 1/2, ½, = (draw), +- or -+ (won by forfeit by White or Black), -- (both forfeited)</source>
        <translation>1-0 или 1:0 (победа белых), 0-1 или 0:1 (победа чёрных), 1/2, ½, = (ничья), +- или -+ (техническая победа белых или чёрных), -- (неявка обоих)</translation>
    </message>
    <message>
        <source>1-0 or 1:0, %1-%2 or %1:%2 (White wins), 0-1 or 0:1, %2-%1 or %2:%1 (Black wins), 1/2, ½, =, %3-%3 or %3:%3 (draw), +- or -+ (won by forfeit by White or Black), -- (both forfeited)</source>
        <translation>1-0 или 1:0, %1-%2 или %1:%2 (победа белых), 0-1 или 0:1, %2-%1 или %2:%1 (победа чёрных), 1/2, ½, =, %3-%3 или %3:%3 (ничья), +- или -+ (техническая победа белых или чёрных), -- (неявка обоих)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous in a %2 event; give %3</source>
        <translation>«%1» в турнире с подсчётом очков %2 можно понять двояко; укажите %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; looks like the variant&apos;s game points: give the result (%2) and the points apart (--points %1)</source>
        <translation>«%1» похоже на очки варианта за партию: укажите результат (%2) и очки отдельно (--points %1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is one number: whose points? Give %2</source>
        <translation>«%1» — одно число: чьи это очки? Укажите %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a result of a %2 event; give %3</source>
        <translation>«%1» — не результат в турнире с подсчётом очков %2; укажите %3</translation>
    </message>
</context>
<context>
    <name>Round</name>
    <message>
        <source>%1 [start numbers as renumbered in round 1, C.04.2]</source>
        <translation>%1 [стартовые номера после перенумерации в 1-м туре, C.04.2]</translation>
    </message>
    <message>
        <source>Baku acceleration (FIDE C.04.5.1): round %1 of %2 accelerated; %3 players of group GA (to %4, %5) are paired with %6 virtual point</source>
        <translation>бакинское ускорение (FIDE C.04.5.1): ускоренный тур %1 из %2; участники группы GA (до %4, %5; их %3) получают при жеребьёвке виртуальных очков: %6</translation>
    </message>
    <message>
        <source>Baku acceleration (FIDE C.04.5.1): round %1 of %2 accelerated; %3 players of group GA (to %4, %5) are paired with %6 virtual points</source>
        <translation>бакинское ускорение (FIDE C.04.5.1): ускоренный тур %1 из %2; участники группы GA (до %4, %5; их %3) получают при жеребьёвке виртуальных очков: %6</translation>
    </message>
    <message>
        <source>a round robin needs at least two players registered before round 1</source>
        <translation>для кругового турнира нужны хотя бы два участника, заявленных до 1-го тура</translation>
    </message>
    <message>
        <source>round %1 is beyond the Berger table (%2 rounds for %3 players)</source>
        <translation>тура %1 нет в таблице Бергера (туров: %2, участников: %3)</translation>
    </message>
    <message>
        <source>Berger table (FIDE C.05 Annex 1), round %1, number %2 (player %3) is free</source>
        <translation>таблица Бергера (FIDE C.05, приложение 1), тур %1, номер %2 (участник %3) свободен</translation>
    </message>
    <message>
        <source>Berger table (FIDE C.05 Annex 1), round %1</source>
        <translation>таблица Бергера (FIDE C.05, приложение 1), тур %1</translation>
    </message>
    <message>
        <source>a knockout needs at least two players registered before round 1</source>
        <translation>для олимпийской системы нужны хотя бы два участника, заявленных до 1-го тура</translation>
    </message>
    <message>
        <source>round %1 is not paired</source>
        <translation>жеребьёвка %1-го тура не проведена</translation>
    </message>
    <message>
        <source>round %1: the bracket match %2 - %3 is not on its board list</source>
        <translation>тур %1: матча сетки %2 - %3 нет среди его досок</translation>
    </message>
    <message>
        <source>round %1 board %2 (%3 - %4) has a game without a result</source>
        <translation>тур %1, доска %2 (%3 - %4): есть партия без результата</translation>
    </message>
    <message>
        <source>round %1 board %2 (%3 - %4) is drawn %5:%6 and a knockout match needs a winner: the arbiter enters the tie-break game with &apos;damka result set %2 RESULT --round %1 --game %7&apos;</source>
        <translation>тур %1, доска %2 (%3 - %4): ничья %5:%6, а в матче олимпийской системы нужен победитель: судья вводит дополнительную партию (в командной строке: &apos;damka result set %2 RESULT --round %1 --game %7&apos;)</translation>
    </message>
    <message>
        <source>the knockout is over: %1 won the final</source>
        <translation>турнир по олимпийской системе окончен: финал выиграл %1</translation>
    </message>
    <message>
        <source>the knockout is over: nobody won the final</source>
        <translation>турнир по олимпийской системе окончен: в финале нет победителя</translation>
    </message>
    <message>
        <source>knockout bracket (olympic system), round %1: seeded by rating, %2 players in a bracket of %3 lines</source>
        <translation>сетка олимпийской системы, тур %1: посев по рейтингу, участников: %2, строк в сетке: %3</translation>
    </message>
    <message>
        <source>knockout bracket (olympic system), round %1: the winners of round %2 in bracket order</source>
        <translation>сетка олимпийской системы, тур %1: победители %2-го тура в порядке сетки</translation>
    </message>
    <message>
        <source>%1; board %2 is the match for third place (%3 - %4, the semi-finals&apos; losers)</source>
        <translation>%1; на доске %2 — матч за третье место (%3 - %4, проигравшие в полуфиналах)</translation>
    </message>
    <message>
        <source>openings: load the micro-match openings first (&apos;damka event openings&apos;)</source>
        <translation>дебюты: сначала загрузите дебюты микроматчей (&apos;damka event openings&apos;)</translation>
    </message>
    <message>
        <source>openings: no opening could be drawn</source>
        <translation>дебюты: не удалось выбрать по жребию ни одного дебюта</translation>
    </message>
    <message>
        <source>system: unknown</source>
        <translation>система: неизвестна</translation>
    </message>
    <message>
        <source>round: %1 is not paired</source>
        <translation>тур: жеребьёвка %1-го тура не проведена</translation>
    </message>
    <message>
        <source>round %1 is already published</source>
        <translation>жеребьёвка %1-го тура уже опубликована</translation>
    </message>
    <message>
        <source>round %1 published: %2 boards</source>
        <translation>жеребьёвка %1-го тура опубликована, досок: %2</translation>
    </message>
    <message>
        <source>no round is paired</source>
        <translation>жеребьёвка ни одного тура не проведена</translation>
    </message>
    <message>
        <source>round %1 has results on boards %2; use --force to undo anyway</source>
        <translation>в %1-м туре уже есть результаты на досках %2; чтобы всё равно отменить, укажите --force</translation>
    </message>
    <message>
        <source>round %1 pairing undone (%2 boards removed)</source>
        <translation>жеребьёвка %1-го тура отменена (удалено досок: %2)</translation>
    </message>
    <message>
        <source>round %1 pairing undone (%2 boards removed, with the results of boards %3)</source>
        <translation>жеребьёвка %1-го тура отменена (удалено досок: %2, вместе с результатами досок %3)</translation>
    </message>
    <message>
        <source>%1 wins the match</source>
        <translation>матч выигрывает %1</translation>
    </message>
    <message>
        <source>nobody goes through (double forfeit)</source>
        <translation>дальше не проходит никто (обоюдная неявка)</translation>
    </message>
    <message>
        <source>the match is tied and needs a tie-break game</source>
        <translation>в матче ничья, нужна дополнительная партия</translation>
    </message>
    <message>
        <source>the match has a game without a result</source>
        <translation>в матче есть партия без результата</translation>
    </message>
    <message>
        <source>knockout: round %1 board %2 still goes to %3 (match score %4:%5); round %6 stands</source>
        <translation>олимпийская система: тур %1, доска %2 — по-прежнему проходит %3 (счёт матча %4:%5); %6-й тур остаётся в силе</translation>
    </message>
    <message>
        <source>knockout: round %1 board %2 still goes to %3 (match score %4:%5); rounds %6-%7 stand</source>
        <translation>олимпийская система: тур %1, доска %2 — по-прежнему проходит %3 (счёт матча %4:%5); туры %6-%7 остаются в силе</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>undo round %1 (&apos;damka round undo --force&apos;), correct the result, then pair again</source>
        <translation>отмените %1-й тур (&apos;damka round undo --force&apos;), исправьте результат и проведите жеребьёвку заново</translation>
    </message>
    <message>
        <source>undo rounds %1 down to %2 (&apos;damka round undo --force&apos;, %3 times), correct the result, then pair again</source>
        <translation>отмените туры с %1-го по %2-й (&apos;damka round undo --force&apos;, раз: %3), исправьте результат и проведите жеребьёвку заново</translation>
    </message>
    <message>
        <source>knockout: round %1 board %2: after this correction %3 (before, %4), but round %5 was paired from the old result; %6</source>
        <translation>олимпийская система: тур %1, доска %2: после исправления — %3 (до него — %4), но жеребьёвка %5-го тура проведена по старому результату; %6</translation>
    </message>
    <message>
        <source>knockout: round %1 board %2: after this correction %3 (before, %4), but rounds %5-%6 were paired from the old result; %7</source>
        <translation>олимпийская система: тур %1, доска %2: после исправления — %3 (до него — %4), но жеребьёвка туров %5-%6 проведена по старому результату; %7</translation>
    </message>
    <message>
        <source>knockout: round %1 board %2: %3 already plays in round %4 board %5; the bracket is inconsistent: %6</source>
        <translation>олимпийская система: тур %1, доска %2: %3 уже играет в %4-м туре на доске %5; сетка противоречива: %6</translation>
    </message>
    <message>
        <source>knockout: round %1 board %2: the correction makes %3 the winner instead of %4, but %5 already has a result in round %6 board %7; the later rounds depend on it: %8</source>
        <translation>олимпийская система: тур %1, доска %2: после исправления победитель — %3 вместо %4, но у участника %5 уже есть результат в %6-м туре на доске %7; от него зависят следующие туры: %8</translation>
    </message>
    <message>
        <source>knockout: round %1 board %2 now goes to %3 instead of %4; the bracket line moves to %3 in the later rounds</source>
        <translation>олимпийская система: тур %1, доска %2 — теперь проходит %3 вместо %4; строка сетки в следующих турах переходит к %3</translation>
    </message>
    <message>
        <source>round %1 board %2 game %3: %4 - %5</source>
        <translation>тур %1, доска %2, партия %3: %4 - %5</translation>
    </message>
    <message>
        <source>round %1: %2 through without a match (%3)</source>
        <translation>тур %1: %2 проходит без матча (%3)</translation>
    </message>
    <message>
        <source>%1 (the last round: the system may allow it)</source>
        <translation>%1 (последний тур: система может это допускать)</translation>
    </message>
    <message>
        <source>%1 with white would have %2 whites and %3 blacks (C.04.1 6: the difference must stay within 2)</source>
        <translation>%1 (белыми): партий белыми стало бы %2, чёрными — %3 (C.04.1 6: разница не должна превышать 2)</translation>
    </message>
    <message>
        <source>%1 with black would have %2 whites and %3 blacks (C.04.1 6: the difference must stay within 2)</source>
        <translation>%1 (чёрными): партий белыми стало бы %2, чёрными — %3 (C.04.1 6: разница не должна превышать 2)</translation>
    </message>
    <message>
        <source>%1 would have white three times in a row (C.04.1 7)</source>
        <translation>участник %1 играл бы белыми три раза подряд (C.04.1 7)</translation>
    </message>
    <message>
        <source>%1 would have black three times in a row (C.04.1 7)</source>
        <translation>участник %1 играл бы чёрными три раза подряд (C.04.1 7)</translation>
    </message>
    <message>
        <source>%1 and %2 already met in round %3 (C.04.1 2: no two players meet twice)</source>
        <translation>%1 и %2 уже встречались в %3-м туре (C.04.1 2: два участника не встречаются дважды)</translation>
    </message>
    <message>
        <source>%1 and %2 must not meet (forbidden pair, `player allow` lifts it)</source>
        <translation>%1 и %2 не должны встречаться (запрещённая пара; снимается командой `player allow`)</translation>
    </message>
    <message>
        <source>%1 already scored a win without playing in round %2 and cannot get the bye (C.04.1 4)</source>
        <translation>%1 уже получил очки за победу без игры в %2-м туре и не может получить пропуск тура (C.04.1 4)</translation>
    </message>
    <message>
        <source>warning: manual pairing; the engine found none: %1</source>
        <translation>внимание: ручная жеребьёвка; программа жеребьёвки не нашла: %1</translation>
    </message>
    <message>
        <source>engine pairs %1 - %2</source>
        <translation>программа: %1 - %2</translation>
    </message>
    <message>
        <source>manual pairs %1 - %2</source>
        <translation>вручную: %1 - %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>bye: engine %1, manual %2</source>
        <translation>пропуск тура: программа — %1, вручную — %2</translation>
    </message>
    <message>
        <source>manual pairing is identical to the engine&apos;s</source>
        <translation>ручная жеребьёвка совпадает с жеребьёвкой программы</translation>
    </message>
    <message>
        <source>warning: manual pairing differs from the engine&apos;s pairing:</source>
        <translation>внимание: ручная жеребьёвка отличается от жеребьёвки программы:</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not WHITE-BLACK or ID-bye</source>
        <translation>«%1» — не БЕЛЫЕ-ЧЁРНЫЕ и не НОМЕР-пропуск</translation>
    </message>
    <message>
        <source>round %1 is still a draft: publish it or undo it first</source>
        <translation>%1-й тур ещё черновик: сначала опубликуйте или отмените его</translation>
    </message>
    <message>
        <source>round %1 has boards without a result: %2</source>
        <translation>в %1-м туре есть доски без результата: %2</translation>
    </message>
    <message>
        <source>all %1 rounds are paired</source>
        <translation>жеребьёвка всех туров проведена (туров: %1)</translation>
    </message>
    <message>
        <source>pairing: a %1 is paired by its %2; manual pairings are refused</source>
        <translation>жеребьёвка: в системе «%1» пары задаёт %2; ручная жеребьёвка не принимается</translation>
    </message>
    <message>
        <source>start numbers in the initial order (FIDE C.04.2 B: rating, title, name):</source>
        <translation>стартовые номера в исходном порядке (FIDE C.04.2 B: рейтинг, звание, имя):</translation>
    </message>
    <message>
        <source>%1, was %2</source>
        <translation>%1, прежний номер %2</translation>
    </message>
    <message>
        <source>start numbers in the initial order (C.04.2 B)</source>
        <translation>стартовые номера в исходном порядке (C.04.2 B)</translation>
    </message>
    <message>
        <source>pairing: %1 is not available in round %2</source>
        <translation>жеребьёвка: %1 не играет в %2-м туре</translation>
    </message>
    <message>
        <source>pairing: %1 is paired twice</source>
        <translation>жеребьёвка: %1 стоит в парах дважды</translation>
    </message>
    <message>
        <source>pairing: two players get the bye</source>
        <translation>жеребьёвка: пропуск тура получают два участника</translation>
    </message>
    <message>
        <source>pairing: %1 is available but not paired</source>
        <translation>жеребьёвка: %1 играет в туре, но не стоит в паре</translation>
    </message>
    <message>
        <source>pairing: the manual pairing breaks an absolute criterion:</source>
        <translation>жеребьёвка: ручная жеребьёвка нарушает абсолютный критерий:</translation>
    </message>
    <message>
        <source>nothing was paired; use --force to pair it anyway</source>
        <translation>жеребьёвка не проведена; чтобы провести её всё равно, подтвердите нарушение (--force)</translation>
    </message>
    <message>
        <source>warning: paired with --force although it breaks:</source>
        <translation>внимание: жеребьёвка проведена несмотря на нарушения (--force):</translation>
    </message>
    <message>
        <source>%1 of %2 teams: %3 rounds (%4)</source>
        <translation>%1, команд: %2 — туров: %3 (%4)</translation>
    </message>
    <message>
        <source>%1 of %2 players: %3 rounds (%4)</source>
        <translation>%1, участников: %2 — туров: %3 (%4)</translation>
    </message>
    <message>
        <source>board %1: %2 - %3  %4 (forfeit: not present)</source>
        <translation>доска %1: %2 - %3  %4 (неявка: отсутствует)</translation>
    </message>
    <message>
        <source>board %1: %2 - %3</source>
        <translation>доска %1: %2 - %3</translation>
    </message>
    <message>
        <source>board %1: %2 - %3  opening %4  %5 (forfeit: not present)</source>
        <translation>доска %1: %2 - %3  дебют %4  %5 (неявка: отсутствует)</translation>
    </message>
    <message>
        <source>board %1: %2 - %3  opening %4</source>
        <translation>доска %1: %2 - %3  дебют %4</translation>
    </message>
    <message>
        <source>match %1: %2 - %3 (boards %4-%5)</source>
        <translation>матч %1: %2 - %3 (доски %4-%5)</translation>
    </message>
    <message>
        <source>pairing-allocated bye (FIDE C.04.6 1.4: a drawn match, %1 MP, %2 GP): %3</source>
        <translation>пропуск тура по жеребьёвке (FIDE C.04.6 1.4: как ничейный матч, %1 КО, %2 ИО): %3</translation>
    </message>
    <message>
        <source>no match: %1</source>
        <translation>без матча: %1</translation>
    </message>
    <message>
        <source>bye (PAB, %1): %2</source>
        <translation>пропуск тура (PAB, %1): %2</translation>
    </message>
    <message>
        <source>through without a match (PAB, %1): %2</source>
        <translation>проходит без матча (PAB, %1): %2</translation>
    </message>
    <message>
        <source>manual pairing by %1</source>
        <translation>ручная жеребьёвка, судья %1</translation>
    </message>
    <message>
        <source>round %1 paired (draft):</source>
        <translation>жеребьёвка %1-го тура проведена (черновик):</translation>
    </message>
    <message>
        <source>snapshot before pairing: %1</source>
        <translation>копия перед жеребьёвкой: %1</translation>
    </message>
    <message>
        <source>round %1 paired</source>
        <translation>жеребьёвка %1-го тура проведена</translation>
    </message>
    <message>
        <source>%1: %2 is not a round of this event (it has no rounds yet)</source>
        <translation>%1: %2 — не тур этого турнира (туров пока нет)</translation>
    </message>
    <message>
        <source>%1: %2 is not a round of this event (%3..%4)</source>
        <translation>%1: %2 — не тур этого турнира (%3..%4)</translation>
    </message>
    <message>
        <source>Swiss</source>
        <translation>швейцарская система</translation>
    </message>
    <message>
        <source>round robin</source>
        <translation>круговая система</translation>
    </message>
    <message>
        <source>double round robin</source>
        <translation>двухкруговая система</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>олимпийская система</translation>
    </message>
    <message>
        <source>team round robin</source>
        <translation>командная круговая система</translation>
    </message>
    <message>
        <source>team Swiss</source>
        <translation>командная швейцарская система</translation>
    </message>
    <message>
        <source>Scheveningen match</source>
        <translation>шевенингенский матч</translation>
    </message>
    <message>
        <source>double Scheveningen match</source>
        <translation>двойной шевенингенский матч</translation>
    </message>
    <message>
        <source>match of two teams</source>
        <translation>матч двух команд</translation>
    </message>
    <message>
        <source>Berger table</source>
        <translation>таблица Бергера</translation>
    </message>
    <message>
        <source>bracket</source>
        <translation>сетка</translation>
    </message>
    <message>
        <source>Berger table of the teams</source>
        <translation>таблица Бергера для команд</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System (FIDE C.04.6)</source>
        <translation>швейцарская система для команд (FIDE C.04.6)</translation>
    </message>
    <message>
        <source>one round a board</source>
        <translation>один тур на доску</translation>
    </message>
    <message>
        <source>two rounds a board</source>
        <translation>два тура на доску</translation>
    </message>
    <message>
        <source>declared</source>
        <translation>объявленное число туров</translation>
    </message>
    <message>
        <source>round</source>
        <translation>тур</translation>
    </message>
    <message>
        <source>pairing: %1 has %2 players in the event in round %3 for %4 boards; add a player to its board order before round 1, or give a line-up</source>
        <translation>жеребьёвка: у команды %1 в %3-м туре участников: %2, а досок: %4; добавьте участника в порядок досок до 1-го тура или задайте состав на тур</translation>
    </message>
    <message>
        <source>a team round robin needs at least two teams (&apos;damka team add&apos;)</source>
        <translation>для командного кругового турнира нужны хотя бы две команды (&apos;damka team add&apos;)</translation>
    </message>
    <message>
        <source>round %1 is beyond the Berger table (%2 rounds for %3 teams)</source>
        <translation>тура %1 нет в таблице Бергера (туров: %2, команд: %3)</translation>
    </message>
    <message>
        <source>Berger table of the teams (FIDE C.05 Annex 1), round %1, %2 has no match; colours alternate from board 1 (FIDE C.04.6 1.6.1)</source>
        <translation>таблица Бергера для команд (FIDE C.05, приложение 1), тур %1, команда %2 без матча; цвета чередуются с 1-й доски (FIDE C.04.6 1.6.1)</translation>
    </message>
    <message>
        <source>Berger table of the teams (FIDE C.05 Annex 1), round %1; colours alternate from board 1 (FIDE C.04.6 1.6.1)</source>
        <translation>таблица Бергера для команд (FIDE C.05, приложение 1), тур %1; цвета чередуются с 1-й доски (FIDE C.04.6 1.6.1)</translation>
    </message>
    <message>
        <source>a Scheveningen match is between two teams; this event has %1</source>
        <translation>шевенингенский матч играют две команды; команд в турнире: %1</translation>
    </message>
    <message>
        <source>round %1 is beyond the Scheveningen table of %2 boards (tables are published for 1..%3 boards)</source>
        <translation>тура %1 нет в шевенингенской таблице для досок: %2 (таблицы опубликованы для 1..%3 досок)</translation>
    </message>
    <message>
        <source>Scheveningen table of %1 boards, round %2 with the colours reversed</source>
        <translation>шевенингенская таблица, досок: %1, тур %2 с обратными цветами</translation>
    </message>
    <message>
        <source>Scheveningen table of %1 boards, round %2</source>
        <translation>шевенингенская таблица, досок: %1, тур %2</translation>
    </message>
    <message>
        <source>a match of two teams needs two teams; this event has %1</source>
        <translation>для матча двух команд нужны две команды; команд в турнире: %1</translation>
    </message>
    <message>
        <source>match of two teams, round %1: %2 White on board 1 (the teams change colours every round)</source>
        <translation>матч двух команд, тур %1: %2 — белые на 1-й доске (команды меняют цвет каждый тур)</translation>
    </message>
    <message>
        <source>a team Swiss needs at least two teams (&apos;damka team add&apos;)</source>
        <translation>для командной швейцарской системы нужны хотя бы две команды (&apos;damka team add&apos;)</translation>
    </message>
    <message>
        <source>pairing: %1</source>
        <translation>жеребьёвка: %1</translation>
    </message>
    <message>
        <source>Swiss Team Pairing System (FIDE C.04.6), round %1, TPN = team number</source>
        <translation>швейцарская система для команд (FIDE C.04.6), тур %1, TPN = номер команды</translation>
    </message>
    <message>
        <source>imported from TRF</source>
        <translation>импортировано из TRF</translation>
    </message>
    <message>
        <source>Dubov Swiss</source>
        <translation>швейцарская система Дубова</translation>
    </message>
    <message>
        <source>the Dutch system</source>
        <translation>голландская система</translation>
    </message>
    <message>
        <source>the Dubov system</source>
        <translation>система Дубова</translation>
    </message>
    <message>
        <source>the Double-Swiss system</source>
        <translation>двойная швейцарская система</translation>
    </message>
    <message>
        <source>the Lim system</source>
        <translation>система Лима</translation>
    </message>
    <message>
        <source>%1 finds no pairing for round %2: %3</source>
        <translation>%1 не находит жеребьёвки %2-го тура: %3</translation>
    </message>
    <message>
        <source>%1 (the last round: C.04.4.3 Article 6 allows it)</source>
        <translation>%1 (последний тур: это допускает статья 6 C.04.4.3)</translation>
    </message>
    <message>
        <source>Double-Swiss</source>
        <translation>двойная швейцарская система</translation>
    </message>
    <message>
        <source>Lim Swiss</source>
        <translation>швейцарская система Лима</translation>
    </message>
    <message>
        <source>the Burstein system</source>
        <translation>система Бурштейна</translation>
    </message>
    <message>
        <source>Burstein Swiss</source>
        <translation>швейцарская система Бурштейна</translation>
    </message>
</context>
<context>
    <name>Rulebook</name>
    <message>
        <source>adiukh</source>
        <translation>Адиюх</translation>
    </message>
    <message>
        <source>ashtarashki</source>
        <translation>Аштарашки</translation>
    </message>
    <message>
        <source>fsr</source>
        <translation>ФШР</translation>
    </message>
    <message>
        <source>multiphase</source>
        <translation>Многофазные шашки</translation>
    </message>
</context>
<context>
    <name>Scoresheet</name>
    <message>
        <source>a square&apos;s name, as &quot;c3&quot;</source>
        <translation>название поля, например «c3»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square of this board</source>
        <translation>«%1» — не поле этой доски</translation>
    </message>
    <message>
        <source>a list of squares&apos; names</source>
        <translation>список названий полей</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>give the move either in notation or by its squares</source>
        <translation>укажите ход либо в нотации, либо полями</translation>
    </message>
    <message>
        <source>the move in the variant&apos;s notation</source>
        <translation>ход в нотации варианта</translation>
    </message>
    <message>
        <source>the move: &quot;move&quot;, or &quot;from&quot; and &quot;to&quot;</source>
        <translation>ход: «move» либо «from» и «to»</translation>
    </message>
    <message>
        <source>the squares from the origin to the destination</source>
        <translation>поля от исходного до конечного</translation>
    </message>
    <message>
        <source>the path must start at &quot;from&quot; and end at &quot;to&quot;</source>
        <translation>путь должен начинаться полем «from» и кончаться полем «to»</translation>
    </message>
    <message>
        <source>round %1 is not being played: the current round is %2</source>
        <translation>тур %1 сейчас не играется: текущий тур — %2</translation>
    </message>
    <message>
        <source>the game&apos;s result %1 is entered: no more moves are written</source>
        <translation>результат партии %1 уже внесён: ходы больше не записываются</translation>
    </message>
    <message>
        <source>the position on the board is unknown after an irregular move: the arbiter states it first</source>
        <translation>после неправильного хода позиция на доске неизвестна: сначала её устанавливает судья</translation>
    </message>
    <message>
        <source>the game is over on the board</source>
        <translation>партия окончена на доске</translation>
    </message>
    <message>
        <source>several legal moves go from %1 to %2: give the landing squares</source>
        <translation>с %1 на %2 ведут несколько правильных ходов: укажите поля, на которых шашка останавливалась</translation>
    </message>
    <message>
        <source>%1 is not a legal move here; if it was made on the board, confirm it and it is recorded as made</source>
        <translation>%1 — в этой позиции неправильный ход; если он сделан на доске, подтвердите его, и он будет записан так, как сделан</translation>
    </message>
    <message>
        <source>recorded: %1</source>
        <translation>записано: %1</translation>
    </message>
    <message>
        <source>recorded as made on the board: %1 (not a legal move: the opponent may claim a correction)</source>
        <translation>записано так, как сделано на доске: %1 (ход неправильный: соперник может потребовать исправления)</translation>
    </message>
    <message>
        <source>the clock is pressed</source>
        <translation>часы переключены</translation>
    </message>
    <message>
        <source>Open this page with the link of a board&apos;s or an arbiter&apos;s token.</source>
        <translation>Откройте эту страницу по ссылке с токеном доски или судьи.</translation>
    </message>
    <message>
        <source>Board %1: the players&apos; scoresheet</source>
        <translation>Доска %1: бланк записи партии для игроков</translation>
    </message>
    <message>
        <source>Arbiter: the scoresheet of board %1</source>
        <translation>Судья: бланк записи партии на доске %1</translation>
    </message>
    <message>
        <source>This token is for board %1, not for this board.</source>
        <translation>Этот токен выдан для доски %1, а не для этой доски.</translation>
    </message>
    <message>
        <source>%1 to move: tap the piece moved, then the square it went to.</source>
        <translation>Ходят %1: коснитесь шашки, которой сделан ход, затем поля, на которое она встала.</translation>
    </message>
    <message>
        <source>Several captures end there: tap the next square the piece landed on.</source>
        <translation>Туда ведут несколько взятий: коснитесь следующего поля, на котором останавливалась шашка.</translation>
    </message>
    <message>
        <source>Several captures take this path: choose the one made.</source>
        <translation>Этим путём возможно несколько взятий: выберите сделанное.</translation>
    </message>
    <message>
        <source>%1 is not a legal move. Was it made on the board? If pieces were taken off, tap them too, then confirm.</source>
        <translation>%1 — неправильный ход. Он сделан на доске? Если с доски сняты шашки, коснитесь и их, затем подтвердите.</translation>
    </message>
    <message>
        <source>The game is over on the board.</source>
        <translation>Партия окончена на доске.</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Результат: %1</translation>
    </message>
    <message>
        <source>The position on the board is unknown after an irregular move: the arbiter states it.</source>
        <translation>После неправильного хода позиция на доске неизвестна: её устанавливает судья.</translation>
    </message>
    <message>
        <source>not legal</source>
        <translation>неправильный ход</translation>
    </message>
    <message>
        <source>taken back</source>
        <translation>взят обратно</translation>
    </message>
    <message>
        <source>Yes, it was made</source>
        <translation>Да, ход сделан</translation>
    </message>
    <message>
        <source>No, choose again</source>
        <translation>Нет, выбрать заново</translation>
    </message>
    <message>
        <source>Turn the board</source>
        <translation>Повернуть доску</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>The board&apos;s page with the move list</source>
        <translation>Страница доски со списком ходов</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>The claim is upheld (%1).</source>
        <translation>Заявление удовлетворено (%1).</translation>
    </message>
    <message>
        <source>The claim is rejected (%1).</source>
        <translation>Заявление отклонено (%1).</translation>
    </message>
    <message>
        <source>The rules leave it to the arbiter (%1).</source>
        <translation>Правила оставляют решение судье (%1).</translation>
    </message>
    <message>
        <source>The move %1 is taken back: the position before it is restored.</source>
        <translation>Ход %1 отменён: восстановлена позиция перед ним.</translation>
    </message>
    <message>
        <source>The moves allowed now: %1</source>
        <translation>Разрешённые теперь ходы: %1</translation>
    </message>
    <message>
        <source>The clocks are switched back.</source>
        <translation>Часы переключены обратно.</translation>
    </message>
    <message>
        <source>The game&apos;s result: %1</source>
        <translation>Результат партии: %1</translation>
    </message>
    <message>
        <source>no move is recorded: there is nothing to take back</source>
        <translation>ни одного хода не записано: отменять нечего</translation>
    </message>
    <message>
        <source>taken back: %1</source>
        <translation>отменён ход %1</translation>
    </message>
    <message>
        <source>&quot;draw&quot; or &quot;resign&quot;</source>
        <translation>«draw» (ничья) или «resign» (сдача)</translation>
    </message>
    <message>
        <source>the side that resigns: 0 or 1</source>
        <translation>сдающаяся сторона: 0 или 1</translation>
    </message>
    <message>
        <source>a draw agreed</source>
        <translation>ничья по соглашению</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>сдались %1</translation>
    </message>
    <message>
        <source>one of: %1</source>
        <translation>одно из: %1</translation>
    </message>
    <message>
        <source>the side making the claim: 0 or 1</source>
        <translation>сторона, подающая заявление: 0 или 1</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Записано: %1</translation>
    </message>
    <message>
        <source>%1 resigns</source>
        <translation>%1 сдаются</translation>
    </message>
    <message>
        <source>The game&apos;s result</source>
        <translation>Результат партии</translation>
    </message>
    <message>
        <source>Draw agreed</source>
        <translation>Ничья по соглашению</translation>
    </message>
    <message>
        <source>Arbiter</source>
        <translation>Судья</translation>
    </message>
    <message>
        <source>Take back the last move (recorded by mistake)</source>
        <translation>Отменить последний ход (записан по ошибке)</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Заявление</translation>
    </message>
    <message>
        <source>an illegal move or press: correction</source>
        <translation>неправильный ход или нажатие часов: исправление</translation>
    </message>
    <message>
        <source>touch-move</source>
        <translation>тронул — ходи</translation>
    </message>
    <message>
        <source>a flag down</source>
        <translation>флажок упал</translation>
    </message>
    <message>
        <source>a draw offer</source>
        <translation>предложение ничьей</translation>
    </message>
    <message>
        <source>a wrong set-up or colours</source>
        <translation>неверная расстановка или цвет</translation>
    </message>
    <message>
        <source>displaced pieces</source>
        <translation>сдвинутые шашки</translation>
    </message>
    <message>
        <source>the game&apos;s result now</source>
        <translation>результат партии сейчас</translation>
    </message>
    <message>
        <source>made by</source>
        <translation>подаёт</translation>
    </message>
    <message>
        <source>enter the result the ruling gives</source>
        <translation>внести результат по решению</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Вынести решение</translation>
    </message>
    <message>
        <source>Enter the result %1? Only the arbiter can change it then.</source>
        <translation>Внести результат %1? Изменить его потом сможет только судья.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>a general principle, as %1 %2</source>
        <translation>общий принцип, как %1 %2</translation>
    </message>
    <message>
        <source>%1: a general principle, as %2 %3</source>
        <translation>%1: общий принцип, как %2 %3</translation>
    </message>
    <message>
        <source>%1 was recorded by mistake (not made on the board): taken back</source>
        <translation>ход %1 записан по ошибке (на доске не сделан): отменён</translation>
    </message>
</context>
<context>
    <name>Serve</name>
    <message>
        <source>%1 (Ctrl-C stops)</source>
        <translation>%1 (Ctrl-C — остановить)</translation>
    </message>
    <message>
        <source>create the event at %1</source>
        <translation>создайте турнир по ссылке %1</translation>
    </message>
    <message>
        <source>the desk: %1 (a token from &apos;damka token create --role chief&apos;)</source>
        <translation>пульт судьи: %1 (токен даёт «damka token create --role chief»)</translation>
    </message>
    <message>
        <source>also %1</source>
        <translation>также %1</translation>
    </message>
    <message>
        <source>the festival: %1 tournaments</source>
        <translation>фестиваль: турниров — %1</translation>
    </message>
    <message>
        <source>the festival&apos;s desk: %1</source>
        <translation>пульт фестиваля: %1</translation>
    </message>
    <message>
        <source>the festival&apos;s desk: %1 (a token from &apos;damka festival token&apos;)</source>
        <translation>пульт фестиваля: %1 (токен — командой «damka festival token»)</translation>
    </message>
    <message>
        <source>warning: no loaded plugin provides the event&apos;s variant &apos;%1&apos;: its games cannot be shown on a board or checked here (load its plugin: --plugins DIR or DAMKA_PLUGIN_PATH; &apos;damka variants&apos; lists the loaded ones)</source>
        <translation>предупреждение: ни один загруженный модуль не даёт вариант турнира «%1»: его партии здесь нельзя показать на доске или проверить (загрузите его модуль: --plugins DIR или DAMKA_PLUGIN_PATH; загруженные перечисляет «damka variants»)</translation>
    </message>
    <message>
        <source>warning: tournament %1: no loaded plugin provides its variant &apos;%2&apos;: its games cannot be shown on a board or checked here (load its plugin: --plugins DIR or DAMKA_PLUGIN_PATH; &apos;damka variants&apos; lists the loaded ones)</source>
        <translation>предупреждение: турнир %1: ни один загруженный модуль не даёт его вариант «%2»: его партии здесь нельзя показать на доске или проверить (загрузите его модуль: --plugins DIR или DAMKA_PLUGIN_PATH; загруженные перечисляет «damka variants»)</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>the event is busy with another command; nothing was saved, try again</source>
        <translation>турнир занят другой командой; ничего не сохранено, повторите попытку</translation>
    </message>
    <message>
        <source>another command changed the event at the same time; nothing was saved, try again</source>
        <translation>другая команда одновременно изменила турнир; ничего не сохранено, повторите попытку</translation>
    </message>
    <message>
        <source>database: %1</source>
        <translation>база данных: %1</translation>
    </message>
    <message>
        <source>snapshot before pairing failed: %1</source>
        <translation>не удалось сохранить копию перед жеребьёвкой: %1</translation>
    </message>
</context>
<context>
    <name>System</name>
    <message>
        <source>round-robin</source>
        <translation>круговая</translation>
    </message>
    <message>
        <source>double-round-robin</source>
        <translation>двухкруговая</translation>
    </message>
    <message>
        <source>swiss</source>
        <translation>швейцарская</translation>
    </message>
    <message>
        <source>knockout</source>
        <translation>олимпийская (с выбыванием)</translation>
    </message>
    <message>
        <source>team-round-robin</source>
        <translation>командная круговая</translation>
    </message>
    <message>
        <source>team-swiss</source>
        <translation>командная швейцарская (ФИДЕ C.04.6)</translation>
    </message>
    <message>
        <source>scheveningen</source>
        <translation>шевенингенская (матч двух команд)</translation>
    </message>
    <message>
        <source>double-scheveningen</source>
        <translation>двойная шевенингенская (матч двух команд)</translation>
    </message>
    <message>
        <source>team-match</source>
        <translation>матч двух команд</translation>
    </message>
    <message>
        <source>dubov</source>
        <translation>Дубова</translation>
    </message>
    <message>
        <source>double-swiss</source>
        <translation>двойная швейцарская</translation>
    </message>
    <message>
        <source>lim</source>
        <translation>Лима</translation>
    </message>
    <message>
        <source>burstein</source>
        <translation>Бурштейна</translation>
    </message>
</context>
<context>
    <name>Teams</name>
    <message>
        <source>name: is empty</source>
        <translation>название: не заполнено</translation>
    </message>
    <message>
        <source>name: team %1 is already called %2</source>
        <translation>название: команда %1 уже называется %2</translation>
    </message>
    <message>
        <source>players: no player with start number %1</source>
        <translation>участники: нет участника со стартовым номером %1</translation>
    </message>
    <message>
        <source>players: %1 is in the board order twice</source>
        <translation>участники: %1 дважды указан в порядке досок</translation>
    </message>
    <message>
        <source>players: %1 already plays for %2</source>
        <translation>участники: %1 уже играет за команду %2</translation>
    </message>
    <message>
        <source>players: %1 players cannot fill %2 boards</source>
        <translation>участники: участников %1, а досок %2 — на все доски не хватает</translation>
    </message>
    <message>
        <source>captain: %1 is not one of the team&apos;s players</source>
        <translation>капитан: %1 — не участник этой команды</translation>
    </message>
    <message>
        <source>line-up: %1 players for %2 boards</source>
        <translation>состав: участников: %1, а досок: %2</translation>
    </message>
    <message>
        <source>line-up: %1 is not a player of %2</source>
        <translation>состав: %1 — не участник команды %2</translation>
    </message>
    <message>
        <source>line-up: %1 on board %2 is above %3 in the board order; players keep their order (only a reserve moves up into a gap)</source>
        <translation>состав: %1 на доске %2 стоит в порядке досок выше, чем %3; участники сохраняют свой порядок (на освободившееся место поднимается только запасной)</translation>
    </message>
    <message>
        <source>line-up: %1 is not in the event in round %2</source>
        <translation>состав: %1 не участвует в турнире в %2-м туре</translation>
    </message>
    <message>
        <source>team: a %1 is not a team event</source>
        <translation>команда: это не командный турнир (%1)</translation>
    </message>
    <message>
        <source>team: no team with number %1</source>
        <translation>команда: нет команды с номером %1</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никого</translation>
    </message>
    <message>
        <source>team: round %1 is already paired; no team can join</source>
        <translation>команда: жеребьёвка %1-го тура уже проведена; новые команды не принимаются</translation>
    </message>
    <message>
        <source>added team %1: %2, board order %3</source>
        <translation>добавлена команда %1: %2, порядок досок: %3</translation>
    </message>
    <message>
        <source>players: round %1 is already paired; the board order is fixed</source>
        <translation>участники: жеребьёвка %1-го тура уже проведена; порядок досок изменить нельзя</translation>
    </message>
    <message>
        <source>team %1 (%2) unchanged</source>
        <translation>команда %1 (%2) не изменилась</translation>
    </message>
    <message>
        <source>team %1: %2, board order %3, captain %4</source>
        <translation>команда %1: %2, порядок досок: %3, капитан %4</translation>
    </message>
    <message>
        <source>team %1: %2, board order %3</source>
        <translation>команда %1: %2, порядок досок: %3</translation>
    </message>
    <message>
        <source>round: %1 is already paired; its line-ups are fixed</source>
        <translation>тур: жеребьёвка %1-го тура уже проведена; составы на него изменить нельзя</translation>
    </message>
    <message>
        <source>%1, round %2: the default line-up %3</source>
        <translation>%1, тур %2: состав по умолчанию: %3</translation>
    </message>
    <message>
        <source>%1, round %2: line-up %3</source>
        <translation>%1, тур %2: состав: %3</translation>
    </message>
    <message>
        <source>result: a whole match is forfeited with +-, -+ or --, not %1</source>
        <translation>результат: неявка на весь матч записывается как +-, -+ или --, а не %1</translation>
    </message>
    <message>
        <source>round: %1 is not paired</source>
        <translation>тур: жеребьёвка %1-го тура не проведена</translation>
    </message>
    <message>
        <source>round %1 is a draft: publish it first</source>
        <translation>тур %1 — черновик: сначала опубликуйте его</translation>
    </message>
    <message>
        <source>match: round %1 has no match %2</source>
        <translation>матч: в %1-м туре нет матча %2</translation>
    </message>
    <message>
        <source>this is not a team event</source>
        <translation>это не командный турнир</translation>
    </message>
    <message>
        <source>a match has boards 1..%1, not %2</source>
        <translation>в матче доски 1..%1, доски %2 нет</translation>
    </message>
</context>
<context>
    <name>TieBreak</name>
    <message>
        <source>Match points</source>
        <translation>Командные очки</translation>
    </message>
    <message>
        <source>FIDE C.07 5.1: 2-1-0 or 1-0.5-0 for a won, drawn, lost match (the primary score of a team event)</source>
        <translation>ФИДЕ C.07 5.1: 2-1-0 или 1-0.5-0 за выигранный, ничейный, проигранный матч (основной показатель командного турнира)</translation>
    </message>
    <message>
        <source>Game points</source>
        <translation>Игровые очки</translation>
    </message>
    <message>
        <source>FIDE C.07 5.1: the points of the team&apos;s boards, summed over its matches</source>
        <translation>ФИДЕ C.07 5.1: очки, набранные на досках команды, в сумме по её матчам</translation>
    </message>
    <message>
        <source>Direct encounter</source>
        <translation>Личная встреча</translation>
    </message>
    <message>
        <source>FIDE C.07 6: match points in the matches among the tied teams, when each has met all the others</source>
        <translation>ФИДЕ C.07 6: командные очки в матчах между собой команд с равными показателями, если каждая встречалась со всеми остальными</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Выигранные матчи</translation>
    </message>
    <message>
        <source>FIDE C.07 7.1 for teams: matches won, over the board or by forfeit</source>
        <translation>ФИДЕ C.07 7.1 для команд: выигранные матчи, за доской или ввиду неявки</translation>
    </message>
    <message>
        <source>Team Buchholz</source>
        <translation>Командный коэффициент Бухгольца</translation>
    </message>
    <message>
        <source>FIDE C.07 8.1 for teams: the sum of the opponents&apos; match points</source>
        <translation>ФИДЕ C.07 8.1 для команд: сумма командных очков соперников</translation>
    </message>
    <message>
        <source>Team Buchholz of game points</source>
        <translation>Командный коэффициент Бухгольца по игровым очкам</translation>
    </message>
    <message>
        <source>FIDE C.07 8.1 for teams: the sum of the opponents&apos; game points</source>
        <translation>ФИДЕ C.07 8.1 для команд: сумма игровых очков соперников</translation>
    </message>
    <message>
        <source>Team Sonneborn-Berger</source>
        <translation>Командный коэффициент Бергера</translation>
    </message>
    <message>
        <source>FIDE C.07 9.1, Olympiad form: the opponents&apos; match points times the game points scored against them</source>
        <translation>ФИДЕ C.07 9.1, олимпийская форма: командные очки соперников, умноженные на игровые очки, набранные против них</translation>
    </message>
    <message>
        <source>Team Sonneborn-Berger of match points</source>
        <translation>Командный коэффициент Бергера по командным очкам</translation>
    </message>
    <message>
        <source>FIDE C.07 9.1 for teams: the opponents&apos; match points times the match points scored against them</source>
        <translation>ФИДЕ C.07 9.1 для команд: командные очки соперников, умноженные на командные очки, набранные против них</translation>
    </message>
    <message>
        <source>FIDE C.07 2024 text (in force 1 Aug 2024 - 28 Feb 2026)</source>
        <translation>ФИДЕ C.07, редакция 2024 г. (действует с 1 августа 2024 г. по 28 февраля 2026 г.)</translation>
    </message>
    <message>
        <source>FIDE C.07 2026 text (in force from 1 Mar 2026)</source>
        <translation>ФИДЕ C.07, редакция 2026 г. (действует с 1 марта 2026 г.)</translation>
    </message>
    <message>
        <source>, by the start date</source>
        <translation>, по дате начала турнира</translation>
    </message>
    <message>
        <source>, set by the arbiter</source>
        <translation>, по решению судьи</translation>
    </message>
    <message>
        <source>FIDE C.07 6: points in the games among the tied players (a pair met twice: the average; forfeits only in a round robin); when not all have met, a player goes ahead only if no tied player could still reach him; applied again to those still tied. Printed: the points in the pass that decided the place</source>
        <translation>ФИДЕ C.07 6: очки во встречах между собой участников с равным числом очков (пара, игравшая дважды, — среднее; неявки — только в круговом турнире); если сыграли не все, участник выходит вперёд, лишь если никто из остальных уже не может его догнать; затем применяется снова к оставшимся. Показаны очки того подсчёта, который определил место</translation>
    </message>
    <message>
        <source>Buchholz</source>
        <translation>Коэффициент Бухгольца</translation>
    </message>
    <message>
        <source>FIDE C.07 8.1: sum of the opponents&apos; scores (unplayed rounds per C.07 16: dummy opponent)</source>
        <translation>ФИДЕ C.07 8.1: сумма очков соперников (несыгранные туры по C.07 16: виртуальный соперник)</translation>
    </message>
    <message>
        <source>Buchholz Cut-1</source>
        <translation>Усечённый коэффициент Бухгольца (без одного)</translation>
    </message>
    <message>
        <source>FIDE C.07 8.1, 14.1: BH without the least significant value (a VUR cut first, 16.5)</source>
        <translation>ФИДЕ C.07 8.1, 14.1: Бухгольц без наименьшего значения (первым отбрасывается добровольно несыгранный тур, 16.5)</translation>
    </message>
    <message>
        <source>Buchholz Cut-2</source>
        <translation>Усечённый коэффициент Бухгольца (без двух)</translation>
    </message>
    <message>
        <source>FIDE C.07 8.1, 14.2: BH without the two least significant values (VURs cut first, 16.5)</source>
        <translation>ФИДЕ C.07 8.1, 14.2: Бухгольц без двух наименьших значений (первыми отбрасываются добровольно несыгранные туры, 16.5)</translation>
    </message>
    <message>
        <source>Median Buchholz</source>
        <translation>Медианный коэффициент Бухгольца</translation>
    </message>
    <message>
        <source>FIDE C.07 8.1, 14.3: BH without the least and then the most significant value</source>
        <translation>ФИДЕ C.07 8.1, 14.3: Бухгольц без наименьшего, а затем наибольшего значения</translation>
    </message>
    <message>
        <source>Average of opponents&apos; Buchholz</source>
        <translation>Средний коэффициент Бухгольца соперников</translation>
    </message>
    <message>
        <source>FIDE C.07 8.2: the average of the Buchholz (8.1) of the opponents met over the board</source>
        <translation>ФИДЕ C.07 8.2: среднее коэффициентов Бухгольца (8.1) соперников, с которыми сыграно за доской</translation>
    </message>
    <message>
        <source>Fore Buchholz</source>
        <translation>Предварительный коэффициент Бухгольца</translation>
    </message>
    <message>
        <source>FIDE C.07 8.3: Buchholz as if every game of the last round had ended in a draw (byes keep their value)</source>
        <translation>ФИДЕ C.07 8.3: Бухгольц, как если бы все партии последнего тура закончились вничью (свободные туры сохраняют своё значение)</translation>
    </message>
    <message>
        <source>Sonneborn-Berger (Berger coefficient)</source>
        <translation>Коэффициент Бергера (Зоннеборна — Бергера)</translation>
    </message>
    <message>
        <source>FIDE C.07 9.1: sum over rounds of the opponent&apos;s score times the points scored against him</source>
        <translation>ФИДЕ C.07 9.1: сумма по турам произведений очков соперника на очки, набранные в партии с ним</translation>
    </message>
    <message>
        <source>Sonneborn-Berger Cut-1</source>
        <translation>Усечённый коэффициент Бергера</translation>
    </message>
    <message>
        <source>FIDE C.07 9.1, 14.1: SB without the product for the lowest-scoring opponent (16.5: or the lowest VUR product, whichever is higher)</source>
        <translation>ФИДЕ C.07 9.1, 14.1: коэффициент Бергера без произведения для соперника с наименьшим числом очков (16.5: или наименьшего произведения добровольно несыгранного тура, если оно больше)</translation>
    </message>
    <message>
        <source>Number of wins</source>
        <translation>Число побед</translation>
    </message>
    <message>
        <source>FIDE C.07 7.1: rounds scoring a win&apos;s points, played or not (forfeit, PAB, FPB)</source>
        <translation>ФИДЕ C.07 7.1: туры, принёсшие очки за победу, сыгранные или нет (неявка соперника, PAB, FPB)</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Число побед за доской</translation>
    </message>
    <message>
        <source>FIDE C.07 7.2: games won over the board (a round robin also counts forfeit wins, 15.2)</source>
        <translation>ФИДЕ C.07 7.2: партии, выигранные за доской (в круговом турнире — и победы ввиду неявки соперника, 15.2)</translation>
    </message>
    <message>
        <source>Games played with black</source>
        <translation>Число партий чёрными</translation>
    </message>
    <message>
        <source>FIDE C.07 7.3: games played over the board with the second colour</source>
        <translation>ФИДЕ C.07 7.3: партии, сыгранные за доской вторым цветом</translation>
    </message>
    <message>
        <source>Games won with black</source>
        <translation>Число побед чёрными</translation>
    </message>
    <message>
        <source>FIDE C.07 7.4: games won over the board with the second colour</source>
        <translation>ФИДЕ C.07 7.4: партии, выигранные за доской вторым цветом</translation>
    </message>
    <message>
        <source>Progressive score</source>
        <translation>Прогрессивный подсчёт</translation>
    </message>
    <message>
        <source>FIDE C.07 7.5: sum of the running score after each round</source>
        <translation>ФИДЕ C.07 7.5: сумма очков нарастающим итогом после каждого тура</translation>
    </message>
    <message>
        <source>Standard points</source>
        <translation>Стандартные очки</translation>
    </message>
    <message>
        <source>FIDE C.07 (2026) 7.7: 1 a round scoring more than the opponent (or, unplayed, more than a draw), 1/2 the same</source>
        <translation>ФИДЕ C.07 (2026) 7.7: 1 за тур, в котором набрано больше соперника (в несыгранном — больше ничьей), 1/2 — поровну</translation>
    </message>
    <message>
        <source>Koya</source>
        <translation>Коэффициент Койя</translation>
    </message>
    <message>
        <source>FIDE C.07 9.2: points scored against opponents who finished with at least 50% of the maximum</source>
        <translation>ФИДЕ C.07 9.2: очки, набранные против соперников, набравших не менее 50% от максимума</translation>
    </message>
    <message>
        <source>Average rating of opponents</source>
        <translation>Средний рейтинг соперников</translation>
    </message>
    <message>
        <source>FIDE C.07 10.1: mean rating of the rated opponents met over the board, rounded (.5 up)</source>
        <translation>ФИДЕ C.07 10.1: среднее рейтингов соперников с рейтингом, с которыми сыграно за доской, с округлением (.5 вверх)</translation>
    </message>
    <message>
        <source>Tournament performance rating</source>
        <translation>Турнирный перфоманс</translation>
    </message>
    <message>
        <source>FIDE C.07 10.2: ARO + dp(p) from the FIDE B.02 8.1.1 table, p = score in those games over their number</source>
        <translation>ФИДЕ C.07 10.2: средний рейтинг соперников + dp(p) по таблице ФИДЕ B.02 8.1.1, p — очки в этих партиях, делённые на их число</translation>
    </message>
    <message>
        <source>Solkoff coefficient</source>
        <translation>Коэффициент Солкофа</translation>
    </message>
    <message>
        <source>Russian draughts rules: sum of the scores of all opponents met over the board</source>
        <translation>Правила вида спорта «шашки»: сумма очков всех соперников, с которыми сыграно за доской</translation>
    </message>
    <message>
        <source>Truncated Solkoff coefficient</source>
        <translation>Усечённый коэффициент Солкофа</translation>
    </message>
    <message>
        <source>Russian draughts rules: Solkoff without the score of the weakest opponent</source>
        <translation>Правила вида спорта «шашки»: коэффициент Солкофа без очков самого слабого соперника</translation>
    </message>
    <message>
        <source>Shmulyan coefficient</source>
        <translation>Коэффициент Шмульяна</translation>
    </message>
    <message>
        <source>Russian draughts rules: scores of the opponents beaten minus scores of the opponents lost to</source>
        <translation>Правила вида спорта «шашки»: сумма очков побеждённых соперников минус сумма очков соперников, которым проиграно</translation>
    </message>
    <message>
        <source>Variant tie-break points</source>
        <translation>Дополнительные очки варианта</translation>
    </message>
    <message>
        <source>the variant&apos;s own tie-break points summed over played games (Ashtarashki balls scored, Adiukh 24-point sum)</source>
        <translation>собственные дополнительные очки варианта, сумма по сыгранным партиям (Ashtarashki — забитые мячи, Adiukh — сумма из 24 очков)</translation>
    </message>
    <message>
        <source>Variant tie-break difference</source>
        <translation>Разность дополнительных очков варианта</translation>
    </message>
    <message>
        <source>the variant&apos;s own tie-break points for minus against (Ashtarashki ball difference)</source>
        <translation>собственные дополнительные очки варианта: набранные минус пропущенные (Ashtarashki — разность мячей)</translation>
    </message>
</context>
<context>
    <name>TieBreakHead</name>
    <message>
        <source>MP</source>
        <translation>КО</translation>
    </message>
    <message>
        <source>GP</source>
        <translation>ИО</translation>
    </message>
    <message>
        <source>DE</source>
        <translation>ЛВ</translation>
    </message>
    <message>
        <source>WIN</source>
        <translation>Поб</translation>
    </message>
    <message>
        <source>BH</source>
        <translation>Бх</translation>
    </message>
    <message>
        <source>BH-GP</source>
        <translation>Бх-ИО</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>Берг</translation>
    </message>
    <message>
        <source>SB-MP</source>
        <translation>Берг-КО</translation>
    </message>
    <message>
        <source>BH-C1</source>
        <translation>Бх-1</translation>
    </message>
    <message>
        <source>BH-C2</source>
        <translation>Бх-2</translation>
    </message>
    <message>
        <source>BH-M1</source>
        <translation>МБх</translation>
    </message>
    <message>
        <source>AOB</source>
        <translation>СрБх</translation>
    </message>
    <message>
        <source>FB</source>
        <translation>ПрБх</translation>
    </message>
    <message>
        <source>SB-C1</source>
        <translation>Берг-1</translation>
    </message>
    <message>
        <source>WON</source>
        <translation>ПобД</translation>
    </message>
    <message>
        <source>BPG</source>
        <translation>Чёрн</translation>
    </message>
    <message>
        <source>BWG</source>
        <translation>ПобЧ</translation>
    </message>
    <message>
        <source>PS</source>
        <translation>Прогр</translation>
    </message>
    <message>
        <source>STD</source>
        <translation>СтО</translation>
    </message>
    <message>
        <source>KS</source>
        <translation>Койя</translation>
    </message>
    <message>
        <source>ARO</source>
        <translation>СРС</translation>
    </message>
    <message>
        <source>TPR</source>
        <translation>Перф</translation>
    </message>
    <message>
        <source>SOLK</source>
        <translation>Солк</translation>
    </message>
    <message>
        <source>SOLK-C1</source>
        <translation>Солк-1</translation>
    </message>
    <message>
        <source>SHM</source>
        <translation>Шмул</translation>
    </message>
    <message>
        <source>VTB</source>
        <translation>ДопО</translation>
    </message>
    <message>
        <source>VTB-D</source>
        <translation>РазнО</translation>
    </message>
</context>
<context>
    <name>TimeControl</name>
    <message>
        <source>write e.g. &quot;45+15&quot; (minutes + seconds a move), &quot;45 min + 15 sec&quot; or &quot;40/2h, 30m+30s&quot;</source>
        <translation>пишите, например, «45+15» (минуты + секунды на ход), «45 мин + 15 сек» или «40/2 ч, 30 мин + 30 сек»</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a duration is missing in %1</source>
        <translation>в %1 не указано время</translation>
    </message>
    <message>
        <source>%1 in %2 is not a number with a unit</source>
        <translation>%1 в %2 — не число с единицей времени</translation>
    </message>
    <message>
        <source>duration %1 in %2 is too long (at most 100000 of a unit)</source>
        <translation>время %1 в %2 слишком велико (не более 100000 единиц)</translation>
    </message>
    <message>
        <source>%1 in %2 has no unit (h, m or s)</source>
        <translation>у числа %1 в %2 нет единицы времени (ч, мин или с)</translation>
    </message>
    <message>
        <source>%1 in %2 is not a unit (h, m or s)</source>
        <translation>%1 в %2 — не единица времени (ч, мин или с)</translation>
    </message>
    <message>
        <source>%1 in %2: hours come before minutes, minutes before seconds</source>
        <translation>%1 в %2: часы пишутся перед минутами, минуты перед секундами</translation>
    </message>
    <message>
        <source>bad move count in %1</source>
        <translation>неверное число ходов в %1</translation>
    </message>
    <message>
        <source>a stage needs a time in %1</source>
        <translation>в %1 у периода нет времени</translation>
    </message>
    <message>
        <source>the time control is empty</source>
        <translation>контроль времени не указан</translation>
    </message>
    <message>
        <source>stage %1 of %2 lasts to the end of the game, so no stage may follow it</source>
        <translation>период %1 в %2 длится до конца партии, за ним не может быть другого</translation>
    </message>
</context>
<context>
    <name>Tokens</name>
    <message>
        <source>&apos;%1&apos; is not chief, arbiter, board:N, checkin or captain:T</source>
        <translation>«%1» — не chief, arbiter, board:N, checkin или captain:T</translation>
    </message>
    <message>
        <source>only a board&apos;s token serves one round</source>
        <translation>только ключ доски действует на один тур</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a time to come (&apos;8h&apos;, &apos;2d&apos;, &apos;2026-12-01&apos;)</source>
        <translation>«%1» — не момент в будущем («8h», «2d», «2026-12-01»)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number</source>
        <translation>«%1» — не число</translation>
    </message>
    <message>
        <source>no round is paired yet; a board&apos;s token serves a paired round</source>
        <translation>жеребьёвка ещё не проводилась; ключ доски действует в туре с готовой жеребьёвкой</translation>
    </message>
    <message>
        <source>round %1 is not paired (1..%2)</source>
        <translation>жеребьёвка %1-го тура не проведена (есть 1..%2)</translation>
    </message>
    <message>
        <source>access token %1 for %2 in round %3, until %4</source>
        <translation>ключ доступа %1 для %2 в %3-м туре, до %4</translation>
    </message>
    <message>
        <source>access token %1 for %2, until %3</source>
        <translation>ключ доступа %1 для %2, до %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a token id (8 hex digits, &apos;damka token list&apos;)</source>
        <translation>«%1» — не номер ключа (8 шестнадцатеричных цифр, см. список ключей)</translation>
    </message>
    <message>
        <source>no token in use has the id %1</source>
        <translation>нет действующего ключа с номером %1</translation>
    </message>
    <message>
        <source>%1 tokens have the id %2: give more of its digits</source>
        <translation>номер %2 есть у нескольких ключей (%1): укажите больше цифр</translation>
    </message>
    <message>
        <source>access token %1 (%2) revoked</source>
        <translation>ключ доступа %1 (%2) отозван</translation>
    </message>
    <message>
        <source>the chief arbiter</source>
        <translation>главного судьи</translation>
    </message>
    <message>
        <source>an arbiter</source>
        <translation>судьи</translation>
    </message>
    <message>
        <source>the players of board %1</source>
        <translation>игроков доски %1</translation>
    </message>
    <message>
        <source>the check-in</source>
        <translation>отметки явки</translation>
    </message>
    <message>
        <source>the captain of team %1</source>
        <translation>капитана команды %1</translation>
    </message>
    <message>
        <source>access tokens for the players of %1 boards in round %2, until %3</source>
        <translation>ключи доступа для игроков %1 досок в %2-м туре, до %3</translation>
    </message>
    <message>
        <source>%1 board tokens of round %2 revoked</source>
        <translation>ключи досок %2-го тура отозваны: %1</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>id</source>
        <translation>код</translation>
    </message>
    <message>
        <source>name</source>
        <translation>название</translation>
    </message>
    <message>
        <source>version</source>
        <translation>версия</translation>
    </message>
    <message>
        <source>plugin</source>
        <translation>модуль</translation>
    </message>
    <message>
        <source>    former id %1 (still accepted)</source>
        <translation>    прежний код %1 (по-прежнему принимается)</translation>
    </message>
    <message>
        <source>    option &quot;%1&quot;: %2</source>
        <translation>    параметр «%1»: %2</translation>
    </message>
    <message>
        <source>damka: warning: PDN GameType %1 is declared by %2: a PDN file with it is read as %3 (the others need --variant)</source>
        <translation>damka: предупреждение: номер GameType %1 формата PDN объявлен вариантами %2: файл PDN с этим номером читается как %3 (для остальных нужен --variant)</translation>
    </message>
    <message>
        <source>GameType</source>
        <translation>GameType</translation>
    </message>
    <message>
        <source>(former id of %1)</source>
        <translation>(прежний код варианта %1)</translation>
    </message>
</context>
<context>
    <name>Viewer</name>
    <message>
        <source>No move is recorded yet.</source>
        <translation>Ходов пока не записано.</translation>
    </message>
    <message>
        <source>an irregular move</source>
        <translation>неправильный ход</translation>
    </message>
    <message>
        <source>taken back by the arbiter&apos;s decision</source>
        <translation>отменён решением судьи</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Position after %1 %2</source>
        <translation>Позиция после %1 %2</translation>
    </message>
    <message>
        <source>There is no such game.</source>
        <translation>Такой партии нет.</translation>
    </message>
    <message>
        <source>the game goes on</source>
        <translation>партия продолжается</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <source>The position here is not known: the arbiter has not stated it after an irregular move.</source>
        <translation>Позиция здесь неизвестна: после неправильного хода судья её не установил.</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>К началу партии</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>К концу партии</translation>
    </message>
    <message>
        <source>Flip the board</source>
        <translation>Перевернуть доску</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>From the game record kept with the result (PDN).</source>
        <translation>По записи партии, сохранённой вместе с результатом (PDN).</translation>
    </message>
    <message>
        <source>From the arbiter&apos;s log of the game, move by move as it is played.</source>
        <translation>По судейскому протоколу партии, ход за ходом по мере игры.</translation>
    </message>
    <message>
        <source>Keys: ← and → step through the moves.</source>
        <translation>Клавиши ← и → листают ходы.</translation>
    </message>
    <message>
        <source>round %1 has no game on board %2</source>
        <translation>в туре %1 на доске %2 нет партии</translation>
    </message>
    <message>
        <source>no record of the game on board %2 of round %1 is kept</source>
        <translation>запись партии на доске %2 тура %1 не сохранена</translation>
    </message>
    <message>
        <source>this server has no variant plugins to replay the game</source>
        <translation>на этом сервере нет модулей вариантов, чтобы воспроизвести партию</translation>
    </message>
    <message>
        <source>the variant plugin failed: %1</source>
        <translation>сбой модуля варианта: %1</translation>
    </message>
    <message>
        <source>there is no ply %1: the plies of this game are 0 to %2</source>
        <translation>полухода %1 нет: в этой партии полуходы с 0 по %2</translation>
    </message>
    <message>
        <source>The stored game record holds no game.</source>
        <translation>В сохранённой записи нет партии.</translation>
    </message>
    <message>
        <source>The game record cannot be read at line %1, column %2: %3. The moves before it are shown.</source>
        <translation>Запись партии не читается в строке %1, позиции %2: %3. Показаны ходы до этого места.</translation>
    </message>
    <message>
        <source>The move %1 %2 cannot be played: %3 (line %4 of the game record). The moves before it are shown.</source>
        <translation>Ход %1 %2 невозможен: %3 (строка %4 записи партии). Показаны ходы до него.</translation>
    </message>
    <message>
        <source>The position the game record starts from is refused (line %1): %2</source>
        <translation>Начальная позиция записи партии не принята (строка %1): %2</translation>
    </message>
    <message>
        <source>The game record&apos;s result does not fit its moves: %1</source>
        <translation>Результат в записи партии не соответствует её ходам: %1</translation>
    </message>
</context>
</TS>
