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
</context>
<context>
    <name>Batch</name>
    <message>
        <source>nothing registered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing updated:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no results given (lines &apos;BOARD RESULT&apos;, e.g. &apos;3 1-0&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing entered:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1 game %2 is already on line %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>board %1 is already on line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 board %2: %3 already entered, unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1: %2 of %3 results entered from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the desk</source>
        <translation type="unfinished"></translation>
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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rounds %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 board %2: %3 - %4 was entered %5, now %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 was already paired on the old result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2 were already paired on the old result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE C.04.2: pairings already made stand; a corrected result only affects pairings yet to be made. Nothing was changed: give --confirm to correct it (%1 stays as paired).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FIDE C.04.2: pairings already made stand; a corrected result only affects pairings yet to be made. Nothing was changed: give --confirm to correct it (%1 stay as paired).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 is still a draft: to pair it on the corrected result, undo it (&apos;damka round undo&apos;), correct, and pair it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1 was paired on the old result and stands (FIDE C.04.2: a corrected result only affects pairings yet to be made)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning: %1 were paired on the old result and stand (FIDE C.04.2: a corrected result only affects pairings yet to be made)</source>
        <translation type="unfinished"></translation>
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
        <source>Tie-breaks</source>
        <translation>Дополнительные показатели</translation>
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
        <source>A header row: name (or surname, first name), rating, title, federation, club, birth_year, fmjd_id, national_id, sex. The preview checks every line and lists each refused one; nothing is saved until Import.</source>
        <translation>Первая строка — заголовки: ФИО (или Фамилия, Имя, Отчество), Рейтинг, Звание, Федерация, Клуб, Год рождения, Номер ФМЖД, Национальный номер, Пол. Проверка просматривает каждую строку и перечисляет все отклонённые; ничего не сохраняется до загрузки.</translation>
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
        <source>Tap entry for round %1, board by board</source>
        <translation>Ввод результатов %1-го тура по доскам (с телефона)</translation>
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
        <source>No.|When|Who|Action|What</source>
        <translation>№|Когда|Кто|Действие|Что</translation>
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
        <source>Tie-breaks (blank: the defaults of the system)</source>
        <translation>Дополнительные показатели (пусто — принятые для системы)</translation>
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
</context>
<context>
    <name>Event</name>
    <message>
        <source>round %1 match %2 %3 - %4: results entered, now forfeited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forfeited by both teams</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>forfeited by %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 match %2 %3 - %4: %5, every board %6 from %7&apos;s side</source>
        <translation type="unfinished"></translation>
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
        <translation> В клетках — стартовый номер соперника (№) и очки матча; + / - — неявка; PAB — проход без игры.</translation>
    </message>
    <message>
        <source>Cells: opponent&apos;s start number (SNo), colour (w/b), the variant&apos;s points own:opponent&apos;s; + / - forfeit; PAB/HPB/FPB/ZPB byes; - not paired.</source>
        <translation>В клетках — стартовый номер соперника (№), цвет (б — белые, ч — чёрные), очки варианта свои:соперника; + / - — неявка; PAB/HPB/FPB/ZPB — туры без партии; - — без пары.</translation>
    </message>
    <message>
        <source>Cells: opponent&apos;s start number (SNo), colour (w/b), points; + / - forfeit; PAB/HPB/FPB/ZPB byes; - not paired.</source>
        <translation>В клетках — стартовый номер соперника (№), цвет (б — белые, ч — чёрные), очки; + / - — неявка; PAB/HPB/FPB/ZPB — туры без партии; - — без пары.</translation>
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
        <translation>В клетках — стартовый номер соперника, цвет (б — белые, ч — чёрные), очки; + / - — неявка; PAB, HPB, FPB, ZPB — туры без партии.</translation>
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
    <name>Variant</name>
    <message>
        <source>russian</source>
        <translation>русские шашки</translation>
    </message>
    <message>
        <source>international</source>
        <translation>международные шашки</translation>
    </message>
    <message>
        <source>brazilian</source>
        <translation>бразильские шашки</translation>
    </message>
    <message>
        <source>canadian</source>
        <translation>канадские шашки</translation>
    </message>
    <message>
        <source>english</source>
        <translation>английские шашки (чекерс)</translation>
    </message>
    <message>
        <source>pool</source>
        <translation>пул-чекерс</translation>
    </message>
    <message>
        <source>giveaway-russian</source>
        <translation>русские поддавки</translation>
    </message>
    <message>
        <source>giveaway-international</source>
        <translation>международные поддавки</translation>
    </message>
    <message>
        <source>russian-column</source>
        <translation>русские столбовые шашки (башни)</translation>
    </message>
    <message>
        <source>lasca</source>
        <translation>ласка</translation>
    </message>
    <message>
        <source>adiukh</source>
        <translation>шашки Адиюх</translation>
    </message>
    <message>
        <source>ashtarashki</source>
        <translation>аштарашки</translation>
    </message>
    <message>
        <source>tavreli</source>
        <translation>таврели</translation>
    </message>
    <message>
        <source>focus</source>
        <translation>фокус (с поворотом)</translation>
    </message>
    <message>
        <source>focus-straight</source>
        <translation>фокус (прямые ходы)</translation>
    </message>
    <message>
        <source>alpha</source>
        <translation>альфа-игра (Потопахин)</translation>
    </message>
    <message>
        <source>gamma</source>
        <translation>гамма-игра (Потопахин)</translation>
    </message>
    <message>
        <source>multiphase</source>
        <translation>многофазные шашки (Лисенко)</translation>
    </message>
</context>
</TS>
