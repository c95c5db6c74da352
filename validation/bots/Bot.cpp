// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/bots/Bot.h"

#include "validation/bots/GreedyBot.h"
#include "validation/bots/RandomBot.h"

namespace isle::validation {

std::unique_ptr<Bot> makeBot(std::string_view name)
{
    if (name == "random")
        return std::make_unique<RandomBot>();
    if (name == "greedy")
        return std::make_unique<GreedyBot>();
    return nullptr;
}

std::vector<std::string_view> botNames()
{
    return {"random", "greedy"};
}

} // namespace isle::validation
