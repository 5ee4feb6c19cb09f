// A round's board tokens made in one action (issue 44): a `board:B` token for every board of
// the round, whose secret the event keeps (module "server" migration 3, `link_secret`) until
// the token is revoked, so the round's slips and pairing sheet can print each board's link as
// a QR code. Read only through the chief's and arbiters' addresses (board_links.hpp). Revoked
// when the round is closed, and at the latest when a later round is paired.
#pragma once

#include "storage/database.hpp"

#include <QDateTime>
#include <QString>

#include <vector>

namespace damka::server {

struct BoardSecret {
    int board = 0;
    QByteArray secret;
};

// The kept secrets of `round`'s board tokens in use at `now`, by board.
std::vector<BoardSecret> round_board_secrets(storage::Database &db, int round,
                                             const QDateTime &now = QDateTime::currentDateTimeUtc());
// Makes a board token for each of `boards` in `round` (valid until `expires`) keeping its
// secret, with one audit entry, in one transaction; boards that have one in use are skipped.
// How many were made.
int make_round_tokens(storage::Database &db, const QString &who, int round, const std::vector<int> &boards,
                      const QDateTime &expires);
// Revokes every board token of the rounds `first`..`last` still in use (their kept secrets
// forgotten), with one audit entry per round; how many were revoked.
int revoke_round_tokens(storage::Database &db, const QString &who, int first, int last);

} // namespace damka::server
