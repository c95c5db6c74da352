// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace isle::model {

/// `text` as valid UTF-8: every byte that does not start a well-formed sequence (stray or
/// missing continuation bytes, overlong forms, surrogates, code points past U+10FFFF) becomes
/// U+FFFD, the replacement character, as the scenario writer would write it. Readers of other
/// formats use it so that what they import is saved exactly as it will be read back.
std::string toValidUtf8(std::string_view text);

/// Whether `text` is valid UTF-8 (toValidUtf8 would return it unchanged).
bool isValidUtf8(std::string_view text);

} // namespace isle::model
