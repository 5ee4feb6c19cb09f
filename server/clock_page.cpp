#include "clock_page.hpp"

#include "api_json.hpp"
#include "reports/table.hpp"

namespace damka::server {

std::optional<std::string> clock_page(const EventView &view, Language lang, int round, int board) {
    const tournament::Round *r = published_round(view.data(), round);
    if (!r || board < 1 || board > int(r->games.size())) return std::nullopt;
    const reports::Tr tr(lang);
    const std::string api = "/api/v1/rounds/" + std::to_string(round) + "/boards/" + std::to_string(board) + "/clock";
    const std::string title = reports::html_escape(
        tr.translate("Reports", "%1 - round %2, board %3").arg(view.data().info.name).arg(round).arg(board));
    return "<!DOCTYPE html>\n<html lang=\"" + std::string(reports::language_code(lang)) +
        "\">\n<head>\n<meta charset=\"utf-8\">\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>" +
        title +
        "</title>\n<style>\n"
        "body{margin:0;font-family:sans-serif;display:flex;flex-direction:column;height:100vh}\n"
        "header{padding:.4em;text-align:center}#message{color:#a00;min-height:1.2em}\n"
        "main{flex:1;display:flex}button.side{flex:1;font-size:12vw;border:2px solid #888;background:#eee}\n"
        "button.side.running{background:#ffd54f}button.side.flag{background:#e57373}\n"
        "button.side small{display:block;font-size:1rem}#start{font-size:1.5em;margin:.3em}\n"
        "@media (orientation:portrait){main{flex-direction:column}}\n</style>\n</head>\n<body>\n"
        "<header><div>" +
        title + "</div><div id=\"message\"></div><button id=\"start\">" + tr.translate("Clock", "Start").str() +
        "</button>"
        // The arbiter's row: stop and restart, time added to or taken from a side (web_clock.hpp).
        "<button id=\"pause\" hidden>" +
        tr.translate("Clock", "Pause").str() + "</button><button id=\"resume\" hidden>" +
        tr.translate("Clock", "Resume").str() + "</button><button id=\"add0\" hidden>" +
        tr.translate("Clock", "± White's time").str() + "</button><button id=\"add1\" hidden>" +
        tr.translate("Clock", "± Black's time").str() +
        "</button></header>\n<main>\n"
        "<button class=\"side\" id=\"side0\"><small id=\"name0\"></small><span id=\"time0\">-</span></button>\n"
        "<button class=\"side\" id=\"side1\"><small id=\"name1\"></small><span id=\"time1\">-</span></button>\n</main>\n"
        "<script>\n"
        "const api='" +
        api +
        "';\n"
        "const token=(location.hash.match(/token=([^&]+)/)||[])[1]||'';\n"
        "let state=null,at=0;\n"
        "function left(s){let ms=state.remaining_ms?state.remaining_ms[s]:0;if(state.running===s)ms-=performance.now()-at;return Math.max(0,ms);}\n"
        "function fmt(ms){const t=Math.ceil(ms/1000),h=Math.floor(t/3600),m=Math.floor(t/60)%60,s=t%60;"
        "return (h?h+':'+String(m).padStart(2,'0'):m)+':'+String(s).padStart(2,'0');}\n"
        "function draw(){if(!state)return;for(const s of [0,1]){const ms=left(s);"
        "document.getElementById('time'+s).textContent=fmt(ms);"
        "document.getElementById('name'+s).textContent=state.players[s];"
        "const b=document.getElementById('side'+s);b.classList.toggle('running',state.running===s);b.classList.toggle('flag',ms<=0);}"
        "document.getElementById('start').hidden=state.started;"
        "document.getElementById('pause').hidden=!state.started||state.paused;"
        "document.getElementById('resume').hidden=!state.paused;"
        "for(const s of [0,1])document.getElementById('add'+s).hidden=!state.started;}\n"
        "function take(s){state=s;at=performance.now();draw();}\n"
        "async function load(){const r=await fetch(api);if(r.ok)take(await r.json());}\n"
        // The refusals (not started, not this side's clock ...) in the page's language.
        "async function act(body){const r=await fetch(api+'?lang=" +
        std::string(reports::language_code(lang)) +
        "',{method:'POST',headers:{'Content-Type':'application/json',"
        "'Authorization':'Bearer '+token},body:JSON.stringify(body)});const j=await r.json();"
        "if(r.ok){document.getElementById('message').textContent='';take(j);}"
        "else document.getElementById('message').textContent=j.error.message;}\n"
        "document.getElementById('start').onclick=()=>act({action:'start'});\n"
        "for(const s of [0,1])document.getElementById('side'+s).onclick=()=>{if(state&&state.running===s)act({action:'press',side:s});};\n"
        "document.getElementById('pause').onclick=()=>act({action:'pause'});\n"
        "document.getElementById('resume').onclick=()=>act({action:'resume'});\n"
        "for(const s of [0,1])document.getElementById('add'+s).onclick=()=>{const v=prompt('" +
        tr.translate("Clock", "Seconds to add (negative: to take away)").str() +
        "');if(v!==null&&Number(v))act({action:'add',side:s,delta_ms:Math.round(Number(v)*1000)});};\n"
        // Another device's press, the arbiter's stop or a flag the server noted: the event stream.
        "new EventSource('/api/v1/stream').addEventListener('change',load);\n"
        "setInterval(draw,100);load();\n"
        "</script>\n</body>\n</html>\n";
}

} // namespace damka::server
